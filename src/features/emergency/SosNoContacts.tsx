import { useTranslation } from '../../i18n';

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
        <button type="button" onClick={onGoToTab}>
          {t('sheet.goToTab')}
        </button>
      ) : (
        <p className="sos-note">{t('sheet.lockedNoContacts')}</p>
      )}
    </div>
  );
}

/**
 * Selects the shell's Emergency tab if it is on screen. Radix Tabs select on mousedown; the tab is
 * found by its trigger id. Best effort: without it, the sheet simply closes onto the interface.
 */
export function selectEmergencyTab(): void {
  const tab = document.querySelector<HTMLElement>('[role="tab"][id$="-trigger-emergency"]');
  if (!tab) return;
  tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
  tab.focus();
}
