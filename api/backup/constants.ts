// Shared by the routes (bundled into the browser's mock API too) and the Node-only service.
export const TUS_PATH = '/api/backup/files';
/** One object is one sealed slice or record: far below this. */
export const MAX_OBJECT_BYTES = 64 * 1024 * 1024;
/** Set by the route from the session, never taken from the client (it is stripped first). */
export const ACCOUNT_HEADER = 'x-calcplus-backup-account';
export { MAX_PRUNE_IDS } from '../../common/requests/backup';
