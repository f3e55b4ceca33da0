// Checks of the alert requests' bodies (browser-safe: MSW runs the routes too). A bad address or
// number is refused when the contact is saved, naming the contact, so nothing fails at alarm time.
import * as v from 'valibot';
import {
  alarmPosition,
  clientIdAt,
  liveLink,
  LIVE_LINK,
  PUSH_ENDPOINT_CHARS,
} from '../../common/requests/alerts';
import {
  BACKUP_DELAYS_MINUTES,
  type AlarmPosition,
  type AlertContact,
  type AlertProfile,
  type BackupDelayMinutes,
  type DeadlineRequest,
} from '../contract';
import { textField, ValidationError, type JsonObject } from '../validate';

export { LIVE_LINK };

export const ALERT_LIMITS = {
  contacts: 20,
  nameChars: 60,
  messageChars: 500,
  emailChars: 254,
  /** A deadline further ahead than this is refused (the longest timer is 60 minutes). */
  deadlineHours: 24,
  endpointChars: PUSH_ENDPOINT_CHARS,
} as const;

/** E.164: a plus, a country code not starting with 0, 7 to 15 digits in all. */
export const E164 = /^\+[1-9]\d{6,14}$/;
/** One @, no spaces, a dot in the domain: what a mail server will take, not RFC 5322 in full. */
const EMAIL =
  /^[^\s@"<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const LANGUAGES = ['ar', 'de', 'en', 'es', 'fa', 'fr', 'it', 'ku', 'nl', 'pt', 'tr', 'ur'];

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` as `schema` reads it, or its first problem as a ValidationError naming `field`. */
function fieldOf<S extends v.GenericSchema>(schema: S, value: unknown, field: string) {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ValidationError(result.issues[0].message, field);
  return result.output as v.InferOutput<S>;
}

const clientId = (value: unknown, field: string): string =>
  fieldOf(clientIdAt(field), value, field);

function contactOf(value: unknown, index: number): AlertContact {
  const at = `contacts[${index}]`;
  if (!isObject(value)) throw new ValidationError(`"${at}" must be an object.`, at);
  const id = clientId(value.id, `${at}.id`);
  let name: string;
  try {
    name = textField(value, 'name', { maxChars: ALERT_LIMITS.nameChars });
  } catch (error) {
    throw new ValidationError((error as Error).message, `${at}.name`);
  }
  const contact: AlertContact = { id, name, backup: value.backup === true };
  if (value.email !== undefined && value.email !== '') {
    const email = typeof value.email === 'string' ? value.email.trim() : '';
    if (email.length > ALERT_LIMITS.emailChars || !EMAIL.test(email)) {
      throw new ValidationError(`The email address of ${name} is not valid.`, `${at}.email`);
    }
    contact.email = email;
  }
  if (value.phone !== undefined && value.phone !== '') {
    const phone = typeof value.phone === 'string' ? value.phone.replace(/[\s().-]/g, '') : '';
    if (!E164.test(phone)) {
      throw new ValidationError(
        `The phone number of ${name} is not valid: it needs the country code, like +44 7700 900123.`,
        `${at}.phone`,
      );
    }
    contact.phone = phone;
  }
  if (value.backup !== undefined && typeof value.backup !== 'boolean') {
    throw new ValidationError(`"${at}.backup" must be true or false.`, `${at}.backup`);
  }
  return contact;
}

export function parseProfile(body: JsonObject): AlertProfile {
  if (!Array.isArray(body.contacts)) {
    throw new ValidationError('"contacts" must be a list.', 'contacts');
  }
  if (body.contacts.length > ALERT_LIMITS.contacts) {
    throw new ValidationError(`At most ${ALERT_LIMITS.contacts} contacts.`, 'contacts');
  }
  const contacts = body.contacts.map(contactOf);
  const ids = new Set(contacts.map((c) => c.id));
  if (ids.size !== contacts.length) {
    throw new ValidationError('Two contacts have the same id.', 'contacts');
  }
  const message = textField(body, 'message', { maxChars: ALERT_LIMITS.messageChars });
  const delay = body.backupDelayMinutes;
  if (!(BACKUP_DELAYS_MINUTES as readonly unknown[]).includes(delay)) {
    throw new ValidationError(
      `"backupDelayMinutes" must be one of: ${BACKUP_DELAYS_MINUTES.join(', ')}.`,
      'backupDelayMinutes',
    );
  }
  const language = typeof body.language === 'string' ? body.language.slice(0, 2) : '';
  return {
    contacts,
    message,
    backupDelayMinutes: delay as BackupDelayMinutes,
    language: LANGUAGES.includes(language) ? language : 'en',
  };
}

const positionOf = (value: unknown): AlarmPosition | undefined =>
  fieldOf(alarmPosition, value, 'position');

/** "51.50740,-0.12780" as the check-ins carry it; anything else is no position. */
export function positionOfText(text: string): AlarmPosition | undefined {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

const liveLinkOf = (value: unknown): string | undefined => fieldOf(liveLink, value, 'liveLink');

export function parseDeadline(body: JsonObject, now: Date): DeadlineRequest {
  const id = clientId(body.id, 'id');
  const dueAt = typeof body.dueAt === 'string' ? new Date(body.dueAt) : null;
  if (!dueAt || Number.isNaN(dueAt.getTime())) {
    throw new ValidationError('"dueAt" must be a date and time (ISO 8601).', 'dueAt');
  }
  if (dueAt.getTime() > now.getTime() + ALERT_LIMITS.deadlineHours * 3_600_000) {
    throw new ValidationError(
      `"dueAt" must be within ${ALERT_LIMITS.deadlineHours} hours.`,
      'dueAt',
    );
  }
  const liveLink = liveLinkOf(body.liveLink);
  return {
    id,
    dueAt: dueAt.toISOString(),
    position: positionOf(body.position),
    ...(liveLink ? { liveLink } : {}),
  };
}
