// The bodies of the alerts' requests: the profile (who to alert, how), raising an alarm and the
// check-in deadline (the phone), the contact's push subscription (the follow page). Each problem
// names its field, as before, except where it never did (a wrong alarm kind, most of the message's).
import * as v from 'valibot';
import { body, choice, CLIENT_ID_PATTERN, eachItem, text } from './fields';

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
    kind: choice('kind', ALARM_KINDS, { namesField: false }),
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

/** PUT /api/alerts/deadline: the server alerts the contacts itself at `dueAt`. DELETE withdraws it. */
export interface DeadlineRequest {
  /** Client id of this timer run; the alarm it raises has the same id. */
  id: string;
  /** ISO 8601. */
  dueAt: string;
  position?: AlarmPosition;
  /** While she shares her live location: `/follow/<session id>#<key>` (see AlarmRequest). */
  liveLink?: string;
}

/** A deadline further ahead than this is refused (the longest timer is 60 minutes). */
export const DEADLINE_HOURS = 24;
const DUE_AT_MESSAGE = '"dueAt" must be a date and time (ISO 8601).';

/** The deadline's body as read at `now` (the server's clock): `dueAt` must be within a day. */
export function deadlineRequestSchema(now: Date) {
  const latest = now.getTime() + DEADLINE_HOURS * 3_600_000;
  return v.pipe(
    body({
      id: clientIdAt('id'),
      dueAt: v.pipe(
        v.string(DUE_AT_MESSAGE),
        v.transform((text) => new Date(text)),
        v.check((date) => !Number.isNaN(date.getTime()), DUE_AT_MESSAGE),
        v.check(
          (date) => Number.isNaN(date.getTime()) || date.getTime() <= latest,
          `"dueAt" must be within ${DEADLINE_HOURS} hours.`,
        ),
        v.transform((date) => date.toISOString()),
      ),
      liveLink: v.optional(liveLink),
      position: v.optional(alarmPosition),
    }),
    v.transform(({ id, dueAt, position, liveLink: link }): DeadlineRequest =>
      withoutUndefined({ id, dueAt, position, liveLink: link }),
    ),
  );
}

export const BACKUP_DELAYS_MINUTES = [2, 5, 10] as const;
export type BackupDelayMinutes = (typeof BACKUP_DELAYS_MINUTES)[number];

export const PROFILE_LIMITS = { contacts: 20, nameChars: 60, messageChars: 500, emailChars: 254 };

/** E.164: a plus, a country code not starting with 0, 7 to 15 digits in all. */
export const E164 = /^\+[1-9]\d{6,14}$/;
/** One @, no spaces, a dot in the domain: what a mail server will take, not RFC 5322 in full. */
const EMAIL =
  /^[^\s@"<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const LANGUAGES = ['ar', 'de', 'en', 'es', 'fa', 'fr', 'it', 'ku', 'nl', 'pt', 'tr', 'ur'];

export interface AlertContact {
  /** The client's contact id, 1-64 of [A-Za-z0-9_-]; stable across uploads. */
  id: string;
  /** The display name the person chose, used in the message; 1-60 characters. */
  name: string;
  /** Backup contacts get the alarm after the delay, unless she marked herself safe. */
  backup: boolean;
  /** A mail address (checked when saved). */
  email?: string;
  /** A phone number in E.164 form, +<country><number> (checked when saved). */
  phone?: string;
}

/** PUT /api/alerts/profile: turns server alerts on (or updates them). DELETE turns them off. */
export interface AlertProfile {
  /** At most 20. */
  contacts: AlertContact[];
  /** The person's custom emergency message, 1-500 characters. */
  message: string;
  backupDelayMinutes: BackupDelayMinutes;
  /** One of the app's 12 languages: the frame of the message (time, links) is written in it. */
  language: string;
}

/** An email or phone is given unless absent or empty. */
const given = (value: unknown) => value !== undefined && value !== '';
const emailOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const phoneOf = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s().-]/g, '') : '';

/**
 * The contact at `index`, checked whole (id, name, email, phone, backup) before the next one. A bad
 * address or number is refused when saved, naming the contact, so nothing fails at alarm time.
 */
function alertContact(index: number) {
  const at = `contacts[${index}]`;
  return v.pipe(
    v.unknown(),
    v.check(isObject, `"${at}" must be an object.`),
    body({
      id: clientIdAt(`${at}.id`),
      name: text('name', { maxChars: PROFILE_LIMITS.nameChars }),
      email: v.optional(v.unknown()),
      phone: v.optional(v.unknown()),
      backup: v.optional(v.unknown()),
    }),
    v.forward(
      v.check(
        ({ email }) =>
          !given(email) ||
          (emailOf(email).length <= PROFILE_LIMITS.emailChars && EMAIL.test(emailOf(email))),
        (issue) => `The email address of ${issue.input.name} is not valid.`,
      ),
      ['email'],
    ),
    v.forward(
      v.check(
        ({ phone }) => !given(phone) || E164.test(phoneOf(phone)),
        (issue) =>
          `The phone number of ${issue.input.name} is not valid: it needs the country code, like +44 7700 900123.`,
      ),
      ['phone'],
    ),
    v.forward(
      v.check(
        ({ backup }) => backup === undefined || typeof backup === 'boolean',
        `"${at}.backup" must be true or false.`,
      ),
      ['backup'],
    ),
    v.transform(({ id, name, email, phone, backup }): AlertContact => {
      const contact: AlertContact = { id, name, backup: backup === true };
      if (given(email)) contact.email = emailOf(email);
      if (given(phone)) contact.phone = phoneOf(phone);
      return contact;
    }),
  );
}

export const AlertProfileRequestSchema = v.pipe(
  body({
    contacts: v.pipe(
      v.array(v.unknown(), '"contacts" must be a list.'),
      v.maxLength(PROFILE_LIMITS.contacts, `At most ${PROFILE_LIMITS.contacts} contacts.`),
      eachItem(alertContact),
      v.check(
        (contacts) => new Set(contacts.map((contact) => contact.id)).size === contacts.length,
        'Two contacts have the same id.',
      ),
    ),
    // Only characters that cannot be stored name the field: the other answers never did.
    message: text('message', { maxChars: PROFILE_LIMITS.messageChars, namesField: 'badText' }),
    backupDelayMinutes: v.picklist(
      BACKUP_DELAYS_MINUTES,
      `"backupDelayMinutes" must be one of: ${BACKUP_DELAYS_MINUTES.join(', ')}.`,
    ),
    language: v.optional(v.unknown()),
  }),
  v.transform(({ contacts, message, backupDelayMinutes, language }): AlertProfile => {
    const code = typeof language === 'string' ? language.slice(0, 2) : '';
    return {
      contacts,
      message,
      backupDelayMinutes,
      language: LANGUAGES.includes(code) ? code : 'en',
    };
  }),
);
