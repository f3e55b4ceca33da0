/**
 * The anonymous server account (issue 13): the step after a real unlock that ties the session to
 * the vault's account before anything syncs, and the wipe's server step. It brings the vault: load
 * it only where the vault is loaded. The startup sender of waiting deletions is light and is
 * imported on its own (`./pendingDeletions`).
 */
export { startAccountSync, stopAccountSync } from './accountSync';
export { ensureAccount, type AccountOutcome } from './accountStep';
export {
  forgetServerAccount,
  WIPE_SERVER_TIMEOUT_MS,
  type ForgetServerAccountOptions,
} from './forgetServerAccount';
