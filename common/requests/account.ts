// The bodies of the account's POSTs: signing in with credentials, the friend code, usage counts.
import type * as v from 'valibot';
import { body, choice, text } from './fields';

/** Anonymous account ids and secrets are base64url. */
export const CREDENTIAL_CHARS = 128;

export const USAGE_ACTION_TYPES = ['audio', 'video', 'photo'] as const;

export const AccountCredentialsSchema = body({
  accountId: text('accountId', { maxChars: CREDENTIAL_CHARS }),
  secret: text('secret', { maxChars: CREDENTIAL_CHARS }),
});

/** A wrong or empty code is answered 403 by the route, not as a malformed body. */
export const FriendAccessRequestSchema = body({
  code: text('code', { required: false, maxChars: 64 }),
});

export const TrackUsageRequestSchema = body({
  actionType: choice('actionType', USAGE_ACTION_TYPES),
});

export type AccountCredentials = v.InferOutput<typeof AccountCredentialsSchema>;
export type FriendAccessRequest = v.InferOutput<typeof FriendAccessRequestSchema>;
export type TrackUsageRequest = v.InferOutput<typeof TrackUsageRequestSchema>;
