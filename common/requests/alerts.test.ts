import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AlarmRequestSchema, FollowPushRequestSchema } from './alerts';
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
    expect(answer(AlarmRequestSchema, { id: 'a1', kind: 'x', position: 1 })).toEqual({
      message: '"kind" must be one of: sos, duress, checkin.',
      field: 'kind',
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
