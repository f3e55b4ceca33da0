import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssue } from './fields';
import {
  CheckinRequestSchema,
  CommunityReportRequestSchema,
  JournalRequestSchema,
  WatchlistRequestSchema,
} from './records';

/** What the server answers for `body`: its output, or the first problem's message. */
function answer(schema: v.GenericSchema, body: unknown): unknown {
  const result = v.safeParse(schema, body);
  return result.success ? result.output : firstIssue(result.issues).message;
}

describe('record request schemas', () => {
  it('answer a missing or mistyped field with that field’s own message, in field order', () => {
    expect(answer(CheckinRequestSchema, {})).toBe('"status" must be one of: safe, help.');
    expect(answer(CheckinRequestSchema, { status: 'safe' })).toBe(
      '"location" is required and must be a string.',
    );
    expect(answer(CheckinRequestSchema, { status: 'safe', location: '', id: 'a b' })).toBe(
      '"id" must be 1 to 64 characters of letters, digits, "_" or "-".',
    );
    expect(answer(WatchlistRequestSchema, { name: '   ' })).toBe('"name" must not be empty.');
    expect(answer(CommunityReportRequestSchema, { category: 'x', description: '' })).toBe(
      '"category" must be one of: person, location, scam, other.',
    );
  });

  it('trim text, except ciphertext, and refuse what cannot be stored or is too long', () => {
    expect(answer(WatchlistRequestSchema, { name: ' Sam ', id: 'w1' })).toEqual({
      name: 'Sam',
      id: 'w1',
    });
    expect(answer(JournalRequestSchema, { content: ' cp1.x ' })).toEqual({ content: ' cp1.x ' });
    expect(answer(JournalRequestSchema, { content: 'a\u0000b' })).toBe(
      '"content" contains characters that cannot be stored.',
    );
    expect(answer(JournalRequestSchema, { content: 'é'.repeat(110 * 1024) })).toBe(
      '"content" must be at most 200 KB.',
    );
    expect(
      answer(CommunityReportRequestSchema, { category: 'scam', description: 'x'.repeat(2001) }),
    ).toBe('"description" must be at most 2000 characters.');
  });
});
