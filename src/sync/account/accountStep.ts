import { readMeta, readPendingDeletions, writeMeta } from '../../vault';
import {
  createAccount,
  endSession,
  issueCredentials,
  openSession,
  renewSession,
  sessionUser,
  type AccountCallOptions,
  type AccountFailure,
} from './accountApi';

/**
 * The account step, after a real unlock: make the server session and the vault's account the same
 * one, or say why not. Sync (the outbox and its pulls) runs only on `ready`, so records are only
 * ever sent to, and pulled from, the account this vault holds.
 *
 * - `ready`: the session is the vault's account. With no session and no account in the vault (the
 *   first real unlock), one is made here (`POST /api/login`), so the duress alarm, the server
 *   alerts and sync never meet a 401 on `/`.
 * - `offline`: the server was not reached; the next unlock or `online` tries again.
 * - `declined`: the session belongs to an account this device is deleting (a wipe without network):
 *   it was ended and nothing was adopted, so a fresh vault never pulls the old account's records.
 * - `rejected`: the server refused the vault's credentials or answered outside the contract.
 */
export type AccountOutcome = 'ready' | 'offline' | 'declined' | 'rejected';

const outcomeOf = (reason: AccountFailure): AccountOutcome =>
  reason === 'unreachable' ? 'offline' : 'rejected';

export async function ensureAccount(options: AccountCallOptions): Promise<AccountOutcome> {
  const stored = (await readMeta('account')) ?? null;
  const current = await sessionUser(options);
  if (!current.ok) return outcomeOf(current.reason);
  const user = current.value;

  if (stored === null) {
    // The first real unlock with no session: a new anonymous account becomes the vault's.
    const session = user === null ? await createAccount(options) : current;
    if (!session.ok) return outcomeOf(session.reason);
    const accountId = session.value?.id;
    if (accountId === undefined) return 'rejected';
    const deleting = await readPendingDeletions();
    if (deleting.some((account) => account.accountId === accountId)) {
      // A session left over from before the wipe: end it rather than bring its records back.
      await endSession(options);
      return 'declined';
    }
    return keepCredentials(accountId, options);
  }

  if (user?.id === stored.accountId) {
    // Sessions are short-lived: each real unlock renews this one (a failure changes nothing now).
    await renewSession(options);
    return 'ready';
  }
  // No session (expired, or a backup restored on a new phone) or another account's: resume ours.
  const resumed = await openSession(stored, options);
  if (!resumed.ok) return outcomeOf(resumed.reason);
  return resumed.value.id === stored.accountId ? 'ready' : 'rejected';
}

/** Credentials for the session's account, kept in the vault. */
async function keepCredentials(
  accountId: string,
  options: AccountCallOptions,
): Promise<AccountOutcome> {
  const issued = await issueCredentials(options);
  if (!issued.ok) return outcomeOf(issued.reason);
  if (issued.value.accountId !== accountId) return 'rejected';
  await writeMeta('account', issued.value);
  return 'ready';
}
