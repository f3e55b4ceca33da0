import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';

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
        <Button ref={keep} onClick={onKeep}>
          {t('sheet.keepOpen')}
        </Button>
        <Button variant="danger" onClick={onClose}>
          {t('sheet.closeYes')}
        </Button>
      </div>
    </div>
  );
}
