import { describe, expect, it } from 'vitest';
import { shouldSuggestOwnCode, SUGGEST_EVERY_MS } from './suggestion';

const NOW = new Date(2026, 3, 14, 9, 0).getTime();
const HOUR = 60 * 60 * 1000;

describe('shouldSuggestOwnCode', () => {
  it('suggests on the first unlock', () => {
    expect(shouldSuggestOwnCode(undefined, NOW)).toBe(true);
    expect(shouldSuggestOwnCode({ done: false }, NOW)).toBe(true);
  });

  it('never once a code of her own is set', () => {
    expect(shouldSuggestOwnCode({ done: true }, NOW)).toBe(false);
    expect(shouldSuggestOwnCode({ done: true, suggestedAt: NOW - 30 * 24 * HOUR }, NOW)).toBe(
      false,
    );
  });

  it('at most once a day', () => {
    expect(shouldSuggestOwnCode({ done: false, suggestedAt: NOW - HOUR }, NOW)).toBe(false);
    expect(
      shouldSuggestOwnCode({ done: false, suggestedAt: NOW - SUGGEST_EVERY_MS + 1 }, NOW),
    ).toBe(false);
    expect(shouldSuggestOwnCode({ done: false, suggestedAt: NOW - SUGGEST_EVERY_MS }, NOW)).toBe(
      true,
    );
  });

  it('a clock set back does not hide it for good', () => {
    expect(shouldSuggestOwnCode({ done: false, suggestedAt: NOW + 5 * 24 * HOUR }, NOW)).toBe(true);
  });
});
