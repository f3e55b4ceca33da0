import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';

/**
 * No contacts to alert: say so plainly; the call button stays below. While unlocked, offer the
 * Emergency tab (where contacts are added); while locked, say how to get there.
 */
export function SosNoContacts({
  unlocked,
  onGoToTab,
}: {
  unlocked: boolean;
  onGoToTab: () => void;
}) {
  const { t } = useTranslation('sos');
  return (
    <div className="sos-block sos-empty">
      <p>{t('sheet.noContacts')}</p>
      {unlocked ? (
        <Button onClick={onGoToTab}>{t('sheet.goToTab')}</Button>
      ) : (
        <p className="sos-note">{t('sheet.lockedNoContacts')}</p>
      )}
    </div>
  );
}
