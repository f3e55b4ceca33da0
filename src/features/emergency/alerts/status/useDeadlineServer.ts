import { openVaultMode } from '../../../../session';
import { useEmergencySettings } from '../../settings/emergencySettingsRepository';
import { useAlertsQueue, type ServerDeadline } from '../send';

/**
 * Where the running timer's deadline stands with the server: `off` when server alerts are off (or
 * in the decoy, whose timer the server never holds); `held` only after the server's 200.
 */
export function useDeadlineServer(deadline: number): 'off' | ServerDeadline['server'] {
  const on = useEmergencySettings().serverAlerts === true;
  const server = useAlertsQueue((queue) =>
    queue.deadline?.dueAt === deadline && queue.deadline.want === 'held'
      ? queue.deadline.server
      : 'unknown',
  );
  return on && openVaultMode() !== 'decoy' ? server : 'off';
}
