import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BackupKeyRequestSchema,
  BackupPruneRequestSchema,
  BackupRestoreRequestSchema,
} from './backup';
import { firstIssue } from './fields';

/** What the server answers for `body`: its output, or the first problem's message. */
function answer(schema: v.GenericSchema, body: unknown): unknown {
  const result = v.safeParse(schema, body);
  return result.success ? result.output : firstIssue(result.issues).message;
}

const TOKEN = 'ab'.repeat(32);
const BAD_TOKEN = 'The restore token must be 64 hexadecimal characters.';
const BAD_KEY = 'The wrapped key must be a JSON object of at most 1 KiB.';
const BAD_IDS = 'ids must be a list of at most 500 object ids.';

describe('cloud backup request schemas', () => {
  it('check the token first, then the wrapped key: a JSON object of at most 1 KiB', () => {
    expect(answer(BackupKeyRequestSchema, {})).toBe(BAD_TOKEN);
    expect(answer(BackupKeyRequestSchema, { token: TOKEN.toUpperCase(), wrapped: {} })).toBe(
      BAD_TOKEN,
    );
    expect(answer(BackupKeyRequestSchema, { token: TOKEN })).toBe(BAD_KEY);
    expect(answer(BackupKeyRequestSchema, { token: TOKEN, wrapped: [] })).toBe(BAD_KEY);
    expect(answer(BackupKeyRequestSchema, { token: TOKEN, wrapped: { k: 'x'.repeat(1020) } })).toBe(
      BAD_KEY,
    );
    expect(answer(BackupKeyRequestSchema, { token: TOKEN, wrapped: { k: 'x' } })).toEqual({
      token: TOKEN,
      wrapped: { k: 'x' },
    });
    expect(answer(BackupRestoreRequestSchema, { token: 7 })).toBe(BAD_TOKEN);
  });

  it('take at most 500 well-formed object ids to prune', () => {
    expect(answer(BackupPruneRequestSchema, {})).toBe(BAD_IDS);
    expect(answer(BackupPruneRequestSchema, { ids: ['ok', 'not ok'] })).toBe(BAD_IDS);
    expect(answer(BackupPruneRequestSchema, { ids: Array(501).fill('a') })).toBe(BAD_IDS);
    expect(answer(BackupPruneRequestSchema, { ids: Array(500).fill('a') })).toEqual({
      ids: Array(500).fill('a'),
    });
  });
});
