import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssue } from './fields';
import { LocationPositionRequestSchema, LocationSessionRequestSchema } from './location';

/** What the server answers for `body`: its output, or the first problem's message and field. */
function answer(schema: v.GenericSchema, body: unknown): unknown {
  const result = v.safeParse(schema, body);
  return result.success ? result.output : firstIssue(result.issues);
}

const ID = 'A'.repeat(22);

describe('live location request schemas', () => {
  it('answer a bad or missing session id, then a bad end, naming the field', () => {
    expect(answer(LocationSessionRequestSchema, {})).toEqual({
      message: 'A session id is 22 base64url characters.',
      field: 'id',
    });
    expect(answer(LocationSessionRequestSchema, { id: 'short', expiresAt: 5 })).toEqual({
      message: 'A session id is 22 base64url characters.',
      field: 'id',
    });
    expect(answer(LocationSessionRequestSchema, { id: ID, expiresAt: 'soon' })).toEqual({
      message: 'The end must be in the next 7 days.',
      field: 'expiresAt',
    });
    expect(
      answer(LocationSessionRequestSchema, { id: ID, expiresAt: '2026-01-01T00:00:00Z', x: 1 }),
    ).toEqual({ id: ID, expiresAt: '2026-01-01T00:00:00Z' });
  });

  it('take only base64url sealed positions of 40 to 1024 characters', () => {
    const notSealed = { message: 'Not a sealed position.', field: 'sealed' };
    expect(answer(LocationPositionRequestSchema, {})).toEqual(notSealed);
    expect(answer(LocationPositionRequestSchema, { sealed: 'a'.repeat(39) })).toEqual(notSealed);
    expect(answer(LocationPositionRequestSchema, { sealed: 'a+'.repeat(30) })).toEqual(notSealed);
    expect(answer(LocationPositionRequestSchema, { sealed: 'a'.repeat(1024) })).toEqual({
      sealed: 'a'.repeat(1024),
    });
  });
});
