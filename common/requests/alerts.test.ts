import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AlarmRequestSchema,
  AlertProfileRequestSchema,
  deadlineRequestSchema,
  FollowPushRequestSchema,
} from './alerts';
import { firstIssue } from './fields';

/** What the server answers for `body`: its output, or the first problem's message and field. */
function answer(schema: v.GenericSchema, body: unknown): unknown {
  const result = v.safeParse(schema, body);
  return result.success ? result.output : firstIssue(result.issues);
}

const LINK = `/follow/${'a'.repeat(22)}#${'b'.repeat(43)}`;

describe('alert request schemas', () => {
  it('check an alarm’s live link, id, kind and position in that order, naming the field', () => {
    expect(answer(AlarmRequestSchema, { liveLink: '/follow/x', id: '' })).toEqual({
      message: '"liveLink" must be /follow/<id>#<key>.',
      field: 'liveLink',
    });
    expect(answer(AlarmRequestSchema, { kind: 'x' })).toEqual({
      message: '"id" must be 1 to 64 characters of letters, digits, "_" or "-".',
      field: 'id',
    });
    // A wrong kind has always been answered without naming the field.
    expect(answer(AlarmRequestSchema, { id: 'a1', kind: 'x', position: 1 })).toStrictEqual({
      message: '"kind" must be one of: sos, duress, checkin.',
    });
    expect(answer(AlarmRequestSchema, { id: 'a1' })).toStrictEqual({
      message: '"kind" must be one of: sos, duress, checkin.',
    });
    expect(answer(AlarmRequestSchema, { id: 'a1', kind: 'sos', position: [] })).toEqual({
      message: '"position" must be an object.',
      field: 'position',
    });
    expect(
      answer(AlarmRequestSchema, { id: 'a1', kind: 'sos', position: { lat: 91, lng: 0 } }),
    ).toEqual({ message: '"position" needs a latitude and a longitude.', field: 'position' });
  });

  it('leave out what is absent or null and round the accuracy', () => {
    expect(
      answer(AlarmRequestSchema, { id: 'a1', kind: 'sos', position: null, liveLink: null }),
    ).toEqual({ id: 'a1', kind: 'sos' });
    expect(
      answer(AlarmRequestSchema, {
        id: 'a1',
        kind: 'duress',
        liveLink: LINK,
        position: { lat: 1.5, lng: -2, accuracy: 12.6 },
      }),
    ).toEqual({
      id: 'a1',
      kind: 'duress',
      liveLink: LINK,
      position: { lat: 1.5, lng: -2, accuracy: 13 },
    });
  });

  it('take a push subscription’s https endpoint and its two keys, nothing else', () => {
    const keys = { p256dh: 'BNc-x_1', auth: 'k9==' };
    expect(answer(FollowPushRequestSchema, { keys })).toEqual({
      message: '"endpoint" must be the push service address.',
      field: 'endpoint',
    });
    expect(answer(FollowPushRequestSchema, { endpoint: 'ftp://push', keys })).toMatchObject({
      field: 'endpoint',
    });
    expect(
      answer(FollowPushRequestSchema, { endpoint: 'https://push', keys: { auth: 'k' } }),
    ).toEqual({ message: '"keys" must hold the subscription\'s p256dh and auth.', field: 'keys' });
    expect(
      answer(FollowPushRequestSchema, { endpoint: 'https://push', keys: { ...keys, extra: 1 } }),
    ).toEqual({ endpoint: 'https://push', keys });
  });
});

/** What PUT /api/alerts/profile answers for `body`: the profile, or the first problem. */
const profileAnswer = (body: Record<string, unknown>) => answer(AlertProfileRequestSchema, body);

describe('the alert profile’s schema', () => {
  const sam = { id: 'c1', name: 'Sam', email: 'sam@example.org' };
  const good = { contacts: [sam], message: 'Help', backupDelayMinutes: 2 };
  const at = (contacts: unknown[]) => profileAnswer({ ...good, contacts });

  it('keeps the contacts’ fields, trimmed and normalised, and one of the 12 languages', () => {
    expect(
      profileAnswer({
        contacts: [
          { id: 'c1', name: ' Sam ', email: ' sam@example.org ', phone: '+44 (7700) 900-123' },
          { id: 'c2', name: 'Li', email: '', phone: '', backup: true, extra: 1 },
        ],
        message: ' I need help. ',
        backupDelayMinutes: 5,
        language: 'pt-BR',
        extra: 1,
      }),
    ).toStrictEqual({
      contacts: [
        {
          id: 'c1',
          name: 'Sam',
          backup: false,
          email: 'sam@example.org',
          phone: '+447700900123',
        },
        { id: 'c2', name: 'Li', backup: true },
      ],
      message: 'I need help.',
      backupDelayMinutes: 5,
      language: 'pt',
    });
    expect(profileAnswer({ ...good, language: 'xx' })).toMatchObject({ language: 'en' });
    expect(profileAnswer({ ...good, language: 7 })).toMatchObject({ language: 'en' });
    expect(profileAnswer(good)).toMatchObject({ language: 'en' });
  });

  it('checks the list before its contacts, and each contact whole before the next', () => {
    expect(profileAnswer({})).toEqual({ message: '"contacts" must be a list.', field: 'contacts' });
    expect(at(Array.from({ length: 21 }, () => null))).toEqual({
      message: 'At most 20 contacts.',
      field: 'contacts',
    });
    expect(at([sam, null])).toEqual({
      message: '"contacts[1]" must be an object.',
      field: 'contacts[1]',
    });
    expect(at([[]])).toEqual({ message: '"contacts[0]" must be an object.', field: 'contacts[0]' });
    expect(at([{ ...sam, email: 'x', backup: 1 }, { id: 'c2' }])).toEqual({
      message: 'The email address of Sam is not valid.',
      field: 'contacts[0].email',
    });
    expect(at([sam, sam])).toEqual({
      message: 'Two contacts have the same id.',
      field: 'contacts',
    });
  });

  it('checks a contact’s id, name, email, phone and backup in that order, naming each', () => {
    expect(at([{ name: '' }])).toEqual({
      message: '"contacts[0].id" must be 1 to 64 characters of letters, digits, "_" or "-".',
      field: 'contacts[0].id',
    });
    expect(at([{ id: 'c1', email: 'x' }])).toEqual({
      message: '"name" is required and must be a string.',
      field: 'contacts[0].name',
    });
    expect(at([{ id: 'c1', name: '  ' }])).toEqual({
      message: '"name" must not be empty.',
      field: 'contacts[0].name',
    });
    expect(at([{ id: 'c1', name: 'a\u0000' }])).toEqual({
      message: '"name" contains characters that cannot be stored.',
      field: 'contacts[0].name',
    });
    expect(at([{ id: 'c1', name: 'x'.repeat(61) }])).toEqual({
      message: '"name" must be at most 60 characters.',
      field: 'contacts[0].name',
    });
    expect(at([{ ...sam, name: ' Sam ', email: null, phone: 'x' }])).toEqual({
      message: 'The email address of Sam is not valid.',
      field: 'contacts[0].email',
    });
    expect(at([{ ...sam, email: `${'a'.repeat(250)}@b.org` }])).toEqual({
      message: 'The email address of Sam is not valid.',
      field: 'contacts[0].email',
    });
    expect(at([{ ...sam, phone: '07700 900123', backup: 'yes' }])).toEqual({
      message:
        'The phone number of Sam is not valid: it needs the country code, like +44 7700 900123.',
      field: 'contacts[0].phone',
    });
    expect(at([{ ...sam, backup: 'yes' }])).toEqual({
      message: '"contacts[0].backup" must be true or false.',
      field: 'contacts[0].backup',
    });
  });

  it('then the message, naming its field only for characters that cannot be stored, then the delay', () => {
    const answer = (extra: Record<string, unknown>) => profileAnswer({ ...good, ...extra });
    expect(answer({ contacts: [sam, sam], message: '' })).toMatchObject({ field: 'contacts' });
    expect(answer({ message: undefined, backupDelayMinutes: 3 })).toStrictEqual({
      message: '"message" is required and must be a string.',
    });
    expect(profileAnswer({ contacts: [sam], backupDelayMinutes: 2 })).toStrictEqual({
      message: '"message" is required and must be a string.',
    });
    expect(answer({ message: '  ' })).toStrictEqual({ message: '"message" must not be empty.' });
    expect(answer({ message: 'a\ud800' })).toStrictEqual({
      message: '"message" contains characters that cannot be stored.',
      field: 'message',
    });
    expect(answer({ message: 'x'.repeat(501) })).toStrictEqual({
      message: '"message" must be at most 500 characters.',
    });
    expect(answer({ backupDelayMinutes: '2' })).toEqual({
      message: '"backupDelayMinutes" must be one of: 2, 5, 10.',
      field: 'backupDelayMinutes',
    });
  });
});

const NOW = new Date('2026-11-28T12:00:00.000Z');

/** What PUT /api/alerts/deadline answers for `body` at NOW: the deadline, or the first problem. */
const deadlineAnswer = (body: Record<string, unknown>) => answer(deadlineRequestSchema(NOW), body);

describe('the check-in deadline’s schema', () => {
  const due = '2026-11-28T13:00:00+01:00';

  it('keeps the deadline in UTC, with the position and live link when given', () => {
    expect(
      deadlineAnswer({
        id: 'd1',
        dueAt: '2026-11-28T13:30:00+01:00',
        position: { lat: 1, lng: 2, accuracy: 3.4 },
        liveLink: LINK,
        extra: 1,
      }),
    ).toStrictEqual({
      id: 'd1',
      dueAt: '2026-11-28T12:30:00.000Z',
      position: { lat: 1, lng: 2, accuracy: 3 },
      liveLink: LINK,
    });
    expect(deadlineAnswer({ id: 'd1', dueAt: due, position: null })).toEqual({
      id: 'd1',
      dueAt: '2026-11-28T12:00:00.000Z',
    });
    expect(deadlineAnswer({ id: 'd1', dueAt: '2026-11-29T12:00:00.000Z' })).toMatchObject({
      dueAt: '2026-11-29T12:00:00.000Z',
    });
  });

  it('checks the id, the time, the live link and the position in that order, naming each', () => {
    expect(deadlineAnswer({ dueAt: 'x' })).toEqual({
      message: '"id" must be 1 to 64 characters of letters, digits, "_" or "-".',
      field: 'id',
    });
    for (const dueAt of [undefined, 5, 'soon', '']) {
      expect(deadlineAnswer({ id: 'd1', dueAt, liveLink: 'x' })).toEqual({
        message: '"dueAt" must be a date and time (ISO 8601).',
        field: 'dueAt',
      });
    }
    expect(deadlineAnswer({ id: 'd1', dueAt: '2026-11-29T12:00:00.001Z' })).toEqual({
      message: '"dueAt" must be within 24 hours.',
      field: 'dueAt',
    });
    expect(deadlineAnswer({ id: 'd1', dueAt: due, liveLink: 'x', position: 1 })).toEqual({
      message: '"liveLink" must be /follow/<id>#<key>.',
      field: 'liveLink',
    });
    expect(deadlineAnswer({ id: 'd1', dueAt: due, position: { lat: 1 } })).toEqual({
      message: '"position" needs a latitude and a longitude.',
      field: 'position',
    });
  });
});
