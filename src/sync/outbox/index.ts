/**
 * The outbox's public face (it brings the vault: load it only where the vault is loaded). The
 * light half, the indicator's state and `resumeOutbox`, is in `src/sync/index.ts`.
 */
export { enqueue, enqueueDelete, queuedStates, type OutboxCall } from './queue';
export { PATHS, resourceOf } from './kinds';
export {
  discardDelivery,
  holdDelivery,
  notifyOutbox,
  outboxIdle,
  pullAgain,
  resumeDelivery,
  retryDelivery,
  startOutbox,
  stopOutbox,
  type StartOutboxOptions,
} from './lifecycle';
export { PULL_KINDS, type PullKind } from './pulls';
export {
  addCommunityReport,
  addWatchlistItem,
  deleteWatchlistItem,
  trackUsage,
  type SyncedWrite,
  type SyncedWriteFailure,
} from './records';
