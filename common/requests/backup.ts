// The bodies of the cloud backup's POSTs (api/backup/routes.ts): the wrapped key with its restore
// token, the objects to prune, and the token a new phone restores with.
import * as v from 'valibot';
import { body } from './fields';

/** A restore token: the SHA-256 of the recovery code, in hex. */
export const BACKUP_TOKEN = /^[0-9a-f]{64}$/;
/** A stored object's id. */
export const BACKUP_OBJECT_ID = /^[0-9a-zA-Z_-]{1,64}$/;
/** Object ids one prune request may name (the phone sends more in several requests). */
export const MAX_PRUNE_IDS = 500;
/** The wrapped key, as JSON text. */
export const MAX_WRAPPED_CHARS = 1024;

export const BACKUP_BODY_MESSAGES = {
  badToken: 'The restore token must be 64 hexadecimal characters.',
  badKey: 'The wrapped key must be a JSON object of at most 1 KiB.',
  badIds: 'ids must be a list of at most 500 object ids.',
} as const;
const M = BACKUP_BODY_MESSAGES;

const token = v.pipe(v.string(M.badToken), v.regex(BACKUP_TOKEN, M.badToken));

export const BackupKeyRequestSchema = body({
  token,
  wrapped: v.pipe(
    v.unknown(),
    v.check(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        JSON.stringify(value).length <= MAX_WRAPPED_CHARS,
      M.badKey,
    ),
    v.transform((value) => value as Record<string, unknown>),
  ),
});

export const BackupPruneRequestSchema = body({
  ids: v.pipe(
    v.array(v.pipe(v.string(M.badIds), v.regex(BACKUP_OBJECT_ID, M.badIds)), M.badIds),
    v.maxLength(MAX_PRUNE_IDS, M.badIds),
  ),
});

export const BackupRestoreRequestSchema = body({ token });

export type BackupKeyRequest = v.InferOutput<typeof BackupKeyRequestSchema>;
export type BackupPruneRequest = v.InferOutput<typeof BackupPruneRequestSchema>;
export type BackupRestoreRequest = v.InferOutput<typeof BackupRestoreRequestSchema>;
