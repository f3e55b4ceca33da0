/**
 * The emergency wipe's part of live location: every session of the account ends and its positions
 * are deleted on the server. Small on purpose (the API client only): the emergency index, which the
 * calculator's first chunk holds, exports it without loading the vault.
 */
import { apiRequest } from '../../../sync';

let pauseRunning: (() => void) | null = null;

/** ./liveSharing.ts: how to stop the running session from sending anything more. */
export function setLivePause(pause: (() => void) | null): void {
  pauseRunning = pause;
}

/** True when the server confirmed; false offline (the account's deletion then takes them). */
export async function endAllSharing(send?: typeof fetch): Promise<boolean> {
  pauseRunning?.();
  try {
    await apiRequest('DELETE', '/api/location/sessions', undefined, { fetch: send });
    return true;
  } catch {
    return false;
  }
}
