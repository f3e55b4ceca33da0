import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n';

/** Closing the alert is confirmed first: a stray Escape or tap must not lose the links. */
export function SosCloseConfirm({ onClose, onKeep }: { onClose: () => void; onKeep: () => void }) {
  const { t } = useTranslation('sos');
  const textId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="sos-confirm" role="alertdialog" aria-labelledby={textId}>
      <p id={textId}>{t('sheet.closeConfirm')}</p>
      <div className="sos-confirm-actions">
        <button ref={keep} type="button" onClick={onKeep}>
          {t('sheet.keepOpen')}
        </button>
        <button type="button" className="sos-danger" onClick={onClose}>
          {t('sheet.closeYes')}
        </button>
      </div>
    </div>
  );
}
