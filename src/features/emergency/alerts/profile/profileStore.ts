import { create } from 'zustand';
import type { AlertsStatus } from '../../../../../api/contract';
import { onLock } from '../../../../session';

/**
 * What the Advanced settings show about server alerts: the server's last status for this account
 * (null until it answered), and where the profile's upload stands. In memory only; forgotten at
 * lock, like everything else the open vault shows.
 */
export type ProfileUpload =
  /** Off, and the server holds nothing. */
  | 'idle'
  | 'sending'
  /** Not reached (offline, no session yet, server error): sent again on the next chance. */
  | 'waiting'
  /** The server holds exactly this profile. */
  | 'done'
  /** 400: one address or number was refused (`problem`). */
  | 'invalid'
  /** 503: this server cannot deliver alerts at all. */
  | 'unavailable'
  /** Any other final no. */
  | 'refused';

export interface ProfileProblem {
  message: string;
  /** The contact the refused field belongs to (`contacts[2].email`), when the server named one. */
  contactName: string | null;
  field: 'email' | 'phone' | 'other';
}

interface ServerAlertsState {
  status: AlertsStatus | null;
  /** The status could not be asked for (offline, no session yet). */
  statusUnknown: boolean;
  upload: ProfileUpload;
  problem: ProfileProblem | null;
}

const INITIAL: ServerAlertsState = {
  status: null,
  statusUnknown: false,
  upload: 'idle',
  problem: null,
};

export const useServerAlerts = create<ServerAlertsState>(() => INITIAL);

onLock(() => useServerAlerts.setState(INITIAL, true));
