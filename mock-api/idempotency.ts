// Moved to api/write.ts (the one API implementation); kept so existing imports still work.
export { readIdempotencyKey, requestFingerprint } from '../api/write';
