import { describe, expect, it } from 'vitest';
import { formatGuessTime, guessTime, KDF_GUESS_MS } from './guessTime';

describe('how long a code resists an offline guess', () => {
  it('uses the measured Argon2id cost per guess', () => {
    expect(KDF_GUESS_MS).toBe(276);
  });

  it.each([
    [4, { value: 46, unit: 'minute' }],
    [5, { value: 8, unit: 'hour' }],
    [6, { value: 3, unit: 'day' }],
    [7, { value: 1, unit: 'month' }],
    [8, { value: 10, unit: 'month' }],
    [9, { value: 9, unit: 'year' }],
    [10, { value: 87, unit: 'year' }],
  ])('%i digits: every code tried in about %j', (digits, expected) => {
    expect(guessTime(digits)).toEqual(expected);
  });

  it('says it in the user language', () => {
    expect(formatGuessTime(6, 'en')).toBe('3 days');
    expect(formatGuessTime(10, 'de')).toBe('87 Jahre');
    expect(formatGuessTime(4, 'fr')).toBe('46 minutes');
  });
});
