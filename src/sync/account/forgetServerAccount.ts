import { readMeta, readPendingDeletions, type AccountCredentials } from '../../vault';
import { deleteAccount, endSession, type AccountCallOptions } from './accountApi';
import { report } from '../../platform/report';

/**
 * The emergency wipe's server step, run before the keys are destroyed (they hold the account's
 * secret): delete the vault's account on the server, and any account an earlier offline wipe left
 * waiting, then end the session. Bounded by a short timeout, because someone may be about to take
 * the phone. Never throws. Returns the deletions that did not go: the wipe keeps them, sealed under
 * a fresh device key, and they are sent at the next start (pendingDeletions.ts).
 */
export const WIPE_SERVER_TIMEOUT_MS = 3_000;

export interface ForgetServerAccountOptions extends Partial<AccountCallOptions> {
  timeoutMs?: number;
  /**
   * Keep the vault's own account on the server (its cloud backup must outlive the wipe: it is
   * reached again with the recovery code); earlier waiting deletions still go, the session ends.
   */
  keepAccount?: boolean;
}

async function accountsToDelete(keepAccount: boolean): Promise<AccountCredentials[]> {
  const stored = keepAccount ? null : await readMeta('account').catch(() => null);
  const accounts = stored ? [stored] : [];
  for (const waiting of await readPendingDeletions()) {
    if (!accounts.some((a) => a.accountId === waiting.accountId)) accounts.push(waiting);
  }
  return accounts;
}

export async function forgetServerAccount(
  options: ForgetServerAccountOptions = {},
): Promise<AccountCredentials[]> {
  let accounts: AccountCredentials[] = [];
  // A timer and a controller rather than AbortSignal.timeout, which older browsers lack: the wipe
  // must never fail because of this step.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? WIPE_SERVER_TIMEOUT_MS);
  try {
    accounts = await accountsToDelete(options.keepAccount ?? false);
    const call: AccountCallOptions = {
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      baseUrl: options.baseUrl ?? '',
      signal: controller.signal,
    };
    const results = await Promise.all(accounts.map((account) => deleteAccount(account, call)));
    // The session ends whether or not the vault had an account (a deleted account's goes anyway).
    await endSession(call);
    return accounts.filter((_, index) => !results[index]?.ok);
  } catch (error) {
    report('server step failed; it waits', error);
    return accounts;
  } finally {
    clearTimeout(timer);
  }
}
