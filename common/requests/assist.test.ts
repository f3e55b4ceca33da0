import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompanionRequestSchema, SafetyCheckRequestSchema } from './assist';
import { firstIssue } from './fields';

/** What the route answers for `body`: what it reads, or the first problem's message. */
function answerOf(schema: v.GenericSchema) {
  return (body: unknown): unknown => {
    const result = v.safeParse(schema, body);
    return result.success ? result.output : firstIssue(result.issues).message;
  };
}
const query = answerOf(SafetyCheckRequestSchema);
const companion = answerOf(CompanionRequestSchema);

const entry = (text: string, sender = 'user') => ({ text, sender });

describe('assistance request schemas', () => {
  it('take the safety check’s and the assistant’s query trimmed, the language left to the route', () => {
    expect(query({ query: '  is this legit? ', language: 'de' })).toStrictEqual({
      query: 'is this legit?',
    });
  });

  it('answer a bad query in this order: missing, blank, unstorable, too long', () => {
    expect(query({})).toBe('"query" is required and must be a string.');
    expect(query({ query: 3 })).toBe('"query" is required and must be a string.');
    expect(query({ query: '   ' })).toBe('"query" must not be empty.');
    expect(query({ query: `${'x'.repeat(2001)}\u0000` })).toBe(
      '"query" contains characters that cannot be stored.',
    );
    expect(query({ query: ` ${'x'.repeat(2000)} ` })).toStrictEqual({ query: 'x'.repeat(2000) });
    expect(query({ query: 'x'.repeat(2001) })).toBe('"query" must be at most 2000 characters.');
  });

  it('take the companion’s message trimmed and the history’s texts as written', () => {
    expect(
      companion({
        message: ' hi ',
        conversationHistory: [{ ...entry(' hello ', 'companion'), id: 1 }, entry('')],
      }),
    ).toStrictEqual({
      message: 'hi',
      conversationHistory: [entry(' hello ', 'companion'), entry('')],
    });
  });

  it('answer the message first, then the history, entry by entry, naming the entry', () => {
    expect(companion({ message: '', conversationHistory: 'no' })).toBe(
      '"message" must not be empty.',
    );
    expect(companion({ message: 'x'.repeat(2001) })).toBe(
      '"message" must be at most 2000 characters.',
    );
    expect(companion({ message: 'hi' })).toBe(
      '"conversationHistory" is required and must be an array.',
    );
    expect(companion({ message: 'hi', conversationHistory: {} })).toBe(
      '"conversationHistory" is required and must be an array.',
    );
    expect(
      companion({ message: 'hi', conversationHistory: [null, null, null, null, null, null, null] }),
    ).toBe('"conversationHistory" must hold at most 6 messages.');
    expect(companion({ message: 'hi', conversationHistory: [entry('a'), []] })).toBe(
      '"conversationHistory[1]" must be { text, sender }.',
    );
    expect(
      companion({ message: 'hi', conversationHistory: [entry('a'), { sender: 'robot' }, null] }),
    ).toBe('"conversationHistory[1].text" must be a string of at most 2000 characters.');
    expect(companion({ message: 'hi', conversationHistory: [entry('x'.repeat(2001))] })).toBe(
      '"conversationHistory[0].text" must be a string of at most 2000 characters.',
    );
    expect(
      companion({ message: 'hi', conversationHistory: [entry('a', 'robot'), entry('b', 'x')] }),
    ).toBe('"sender" must be one of: user, companion.');
  });
});
