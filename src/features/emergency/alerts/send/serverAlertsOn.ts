import { readEssentials } from '../../../../vault/locked';
import { openVaultMode } from '../../../../session';

/**
 * Whether an alarm or a deadline goes to the server: the person turned server alerts on (the
 * copy in the SOS essentials, readable while locked), and the decoy is not open: the decoy is a
 * fresh installation with server alerts off, and the duress code has already raised its own alarm.
 */
export async function serverAlertsOn(): Promise<boolean> {
  if (openVaultMode() === 'decoy') return false;
  const essentials = await readEssentials().catch(() => null);
  return essentials?.serverAlerts === true;
}
