// @vitest-environment node
// The moderation settings from the environment (docs/DEPLOY.md): OPERATOR_TOKEN turns the operator
// routes on and must be long; REPORT_HOLD_HOURS sets how young an account's reports are held.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODERATION } from '../api/options';
import { configFromEnv, moderationFromEnv, operatorTokenFromEnv } from './api';

describe('moderation settings', () => {
  it('OPERATOR_TOKEN: unset is off; a short or spaced one stops the start', () => {
    expect(operatorTokenFromEnv(undefined)).toBeNull();
    expect(operatorTokenFromEnv('  ')).toBeNull();
    const token = 'f'.repeat(64);
    expect(operatorTokenFromEnv(` ${token}\n`)).toBe(token);
    expect(() => operatorTokenFromEnv('secret')).toThrow(/at least 32 characters/);
    expect(() => operatorTokenFromEnv(`${'a'.repeat(20)} ${'b'.repeat(20)}`)).toThrow(
      /without spaces/,
    );
  });

  it('REPORT_HOLD_HOURS: 24 h by default, 0 publishes at once, nonsense stops the start', () => {
    expect(moderationFromEnv(undefined)).toEqual(DEFAULT_MODERATION);
    expect(DEFAULT_MODERATION.holdAccountsYoungerThanMs).toBe(24 * 60 * 60 * 1000);
    expect(moderationFromEnv('0')).toBeNull();
    expect(moderationFromEnv('48')).toEqual({ holdAccountsYoungerThanMs: 48 * 60 * 60 * 1000 });
    expect(() => moderationFromEnv('soon')).toThrow(/REPORT_HOLD_HOURS/);
    expect(() => moderationFromEnv('-1')).toThrow(/REPORT_HOLD_HOURS/);
  });

  it('a server started with no settings holds new accounts’ reports and has no operator routes', () => {
    const config = configFromEnv({});
    expect(config.moderation).toEqual(DEFAULT_MODERATION);
    expect(config.operatorToken).toBeNull();
  });
});
