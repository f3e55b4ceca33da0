import type { FriendAccessRequest } from '../../api/contract';
import type { CalculatorTranslate } from '../disguise/reactScreen';
import { ApiError, apiRequest } from '../sync';
import { showToast } from '../ui/toast/toastStore';

export const FRIEND_UNLOCK_DELAY_MS = 1000;

/**
 * 11111 (spec §4 Gate): submit the friend code; on success toast and unlock after one second.
 * A refused code gets the destructive "Invalid Code" toast; a failure to reach the server says so
 * instead of pretending the code was wrong.
 *
 * `openVault` checks, before anything is said, that the public code still opens the vault and
 * returns how to show it (or null). The toast announces "Opening safety interface..." only when
 * something will open; otherwise nothing is shown. (While the public code is known to be retired,
 * the calculator does not even raise 11111.)
 */
/**
 * A device that never signed in has no server account yet: the friend code then signs in first
 * (an anonymous account, spec §6), so a good code is not answered "Invalid Code".
 */
async function requestFriendAccess(code: string): Promise<void> {
  try {
    await apiRequest('POST', '/api/friend-access', { code } satisfies FriendAccessRequest);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    await apiRequest('POST', '/api/login');
    await apiRequest('POST', '/api/friend-access', { code } satisfies FriendAccessRequest);
  }
}

export async function submitFriendCode(
  code: string,
  t: CalculatorTranslate,
  openVault: () => Promise<(() => void) | null>,
): Promise<void> {
  try {
    await requestFriendAccess(code);
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    showToast({
      variant: 'destructive',
      title: t(refused ? 'friend.invalidTitle' : 'friend.unavailableTitle'),
      description: t(refused ? 'friend.invalidMessage' : 'friend.unavailableMessage'),
    });
    return;
  }
  // The default code opens the vault; once the user chose their own code, friend access never
  // bypasses it, and then there is nothing to announce.
  const enter = await openVault();
  if (!enter) return;
  showToast({ title: t('friend.grantedTitle'), description: t('friend.grantedMessage') });
  await new Promise((resolve) => setTimeout(resolve, FRIEND_UNLOCK_DELAY_MS));
  enter();
}
