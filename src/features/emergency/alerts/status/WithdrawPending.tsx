import { useTranslation } from '../../../../i18n';
import { openVaultMode } from '../../../../session';
import { useAlertsQueue } from '../send';

/**
 * After "I'm Safe" or "Cancel Timer", until the server confirmed the withdrawal: it still holds
 * the deadline and would alert her contacts, so the card must not look as if nothing were left.
 */
export function WithdrawPending() {
  const { t } = useTranslation('sos');
  const pending = useAlertsQueue((queue) => queue.deadline?.want === 'withdrawn');
  if (!pending || openVaultMode() === 'decoy') return null;
  return (
    <p role="status" className="panel-note">
      {t('checkIn.server.withdrawPending')}
    </p>
  );
}
