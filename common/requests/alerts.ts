// The bodies of the alerts' POSTs that are checked by schema: raising an alarm (the phone) and the
// contact's push subscription (the follow page). Each problem names its field, as before.
import * as v from 'valibot';
import { body, choice, CLIENT_ID_PATTERN } from './fields';

export const ALARM_KINDS = ['sos', 'duress', 'checkin'] as const;
/** A live location link (issue 26): the contact's page of a sharing session, key in the fragment. */
export const LIVE_LINK = /^\/follow\/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}$/;
export const PUSH_ENDPOINT_CHARS = 2048;

export type AlarmKind = (typeof ALARM_KINDS)[number];

export interface AlarmPosition {
  lat: number;
  lng: number;
  /** Metres, when known. */
  accuracy?: number;
}

/**
 * POST /api/alerts/alarms -> 202 Alarm. `id` is the client's (an alarm posted twice is one alarm):
 * for the check-in at zero it is the deadline's id, so the phone and the server's own deadline
 * make the same alarm.
 */
export interface AlarmRequest {
  id: string;
  kind: AlarmKind;
  position?: AlarmPosition;
  /** While she shares her live location: the contact's page, `/follow/<session id>#<key>`. */
  liveLink?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** A client-chosen id, with the message naming `field`. */
export function clientIdAt(field: string) {
  const message = `"${field}" must be 1 to 64 characters of letters, digits, "_" or "-".`;
  return v.pipe(v.string(message), v.regex(CLIENT_ID_PATTERN, message));
}

/** Where she is, when the phone knows: absent or null is no position. */
export const alarmPosition = v.pipe(
  v.unknown(),
  v.check((value) => value == null || isObject(value), '"position" must be an object.'),
  v.check(
    (value) =>
      value == null ||
      (isObject(value) &&
        finite(value.lat) &&
        finite(value.lng) &&
        Math.abs(value.lat) <= 90 &&
        Math.abs(value.lng) <= 180),
    '"position" needs a latitude and a longitude.',
  ),
  v.transform((value): AlarmPosition | undefined => {
    if (!isObject(value)) return undefined;
    const { lat, lng, accuracy } = value as { lat: number; lng: number; accuracy?: unknown };
    const position: AlarmPosition = { lat, lng };
    if (finite(accuracy) && accuracy >= 0) position.accuracy = Math.round(accuracy);
    return position;
  }),
);

/** The contact's page of a live location session, when she shares one: absent or null is none. */
export const liveLink = v.pipe(
  v.unknown(),
  v.check(
    (value) => value == null || (typeof value === 'string' && LIVE_LINK.test(value)),
    '"liveLink" must be /follow/<id>#<key>.',
  ),
  v.transform((value) => (typeof value === 'string' ? value : undefined)),
);

/** Optional fields answer as before and are left out of the output when absent. */
const withoutUndefined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

export const AlarmRequestSchema = v.pipe(
  body({
    liveLink: v.optional(liveLink),
    id: clientIdAt('id'),
    kind: choice('kind', ALARM_KINDS),
    position: v.optional(alarmPosition),
  }),
  v.transform(({ id, kind, position, liveLink: link }): AlarmRequest =>
    withoutUndefined({ id, kind, position, liveLink: link }),
  ),
);

const B64 = /^[A-Za-z0-9_-]+={0,2}$/;
const ENDPOINT_MESSAGE = '"endpoint" must be the push service address.';
const KEYS_MESSAGE = '"keys" must hold the subscription\'s p256dh and auth.';

export const FollowPushRequestSchema = body({
  endpoint: v.pipe(
    v.string(ENDPOINT_MESSAGE),
    v.maxLength(PUSH_ENDPOINT_CHARS, ENDPOINT_MESSAGE),
    v.regex(/^https?:\/\//, ENDPOINT_MESSAGE),
  ),
  keys: v.pipe(
    v.unknown(),
    v.check(
      (keys) =>
        isObject(keys) &&
        typeof keys.p256dh === 'string' &&
        typeof keys.auth === 'string' &&
        B64.test(keys.p256dh) &&
        B64.test(keys.auth) &&
        keys.p256dh.length <= 128 &&
        keys.auth.length <= 64,
      KEYS_MESSAGE,
    ),
    v.transform((keys) => {
      const { p256dh, auth } = keys as { p256dh: string; auth: string };
      return { p256dh, auth };
    }),
  ),
});

export type FollowPushRequest = v.InferOutput<typeof FollowPushRequestSchema>;
