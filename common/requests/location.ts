// The bodies of live location's POSTs (api/routes/location.ts): starting a session and appending
// a sealed position. The window of `expiresAt` (the next 7 days) depends on the server's clock and
// is checked by the route, with the same message.
import * as v from 'valibot';
import { body } from './fields';

/** A session id: 22 base64url characters (16 random bytes), made on the phone. */
export const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;
/** A sealed position, base64url: [seq u32][version][nonce][ciphertext + tag]; a few hundred bytes. */
export const SEALED = /^[A-Za-z0-9_-]{40,1024}$/;

export const LOCATION_MESSAGES = {
  badId: 'A session id is 22 base64url characters.',
  badEnd: 'The end must be in the next 7 days.',
  badSealed: 'Not a sealed position.',
} as const;

/** A string that must match `pattern`, with one message for anything else. */
const matching = (pattern: RegExp, message: string) =>
  v.pipe(v.string(message), v.regex(pattern, message));

export const LocationSessionRequestSchema = body({
  id: matching(SESSION_ID, LOCATION_MESSAGES.badId),
  expiresAt: v.pipe(
    v.string(LOCATION_MESSAGES.badEnd),
    v.check((value) => !Number.isNaN(Date.parse(value)), LOCATION_MESSAGES.badEnd),
  ),
});

export const LocationPositionRequestSchema = body({
  sealed: matching(SEALED, LOCATION_MESSAGES.badSealed),
});

export type LocationSessionRequest = v.InferOutput<typeof LocationSessionRequestSchema>;
export type LocationPositionRequest = v.InferOutput<typeof LocationPositionRequestSchema>;
