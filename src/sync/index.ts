/**
 * The sync layer's light face: the API client and the indicator's state. It loads no vault code,
 * so the calculator's chunk may import it. The outbox itself (vault, Dexie) is `./outbox`.
 */
export { ApiError, apiRequest, getQuery, type On401 } from './apiClient';
export {
  IDLE_SYNC_STATE,
  onAccountReady,
  resumeOutbox,
  useSyncState,
  type FailedDelivery,
  type OutboxKind,
  type SyncState,
} from './syncState';
export { handleServiceWorkerMessage, setBackgroundSyncRegistration } from './backgroundSync';
