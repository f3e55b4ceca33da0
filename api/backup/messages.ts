// The cloud backup's answers (English, as the API's other messages; the app shows its own
// translated text for each status).
import { BACKUP_BODY_MESSAGES } from '../../common/requests/backup';

export const BACKUP_MESSAGES = {
  ...BACKUP_BODY_MESSAGES,
  unavailable: 'Cloud backup is not available on this server.',
  upgrade: 'Cloud backup is part of the paid plan. Upgrade for cloud backup.',
  quotaFull:
    "This account's cloud backup is full. Nothing new was stored; the phone keeps what was not sent. Delete old evidence or the cloud backup to make room.",
  noRoom:
    'The server has no room for this upload right now. Nothing was stored; the phone keeps it and sends it later.',
  lengthRequired: 'Upload-Length is required, and at most 64 MiB.',
  noKey: 'Turn cloud backup on first: the server has no key for this account.',
  wrongCode: 'No backup matches this recovery code.',
  tokenTaken: 'This restore token is already in use. Make a new recovery code.',
} as const;
