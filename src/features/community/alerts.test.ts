import { describe, expect, it } from 'vitest';
import type { CommunityReport } from '../../vault';
import { ageOf, formatAge, latestAlerts, shortDescription } from './alerts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 25, 12, 0);

describe('community alert ages', () => {
  it('"Just now" under an hour, then hours, then days', () => {
    expect(ageOf(NOW - 59 * 60_000, NOW)).toEqual({ unit: 'now' });
    expect(ageOf(NOW - HOUR, NOW)).toEqual({ unit: 'hour', value: 1 });
    expect(ageOf(NOW - 23.9 * HOUR, NOW)).toEqual({ unit: 'hour', value: 23 });
    expect(ageOf(NOW - 24 * HOUR, NOW)).toEqual({ unit: 'day', value: 1 });
    expect(ageOf(NOW - 75 * HOUR, NOW)).toEqual({ unit: 'day', value: 3 });
    // A clock that runs behind the server's never shows a future age.
    expect(ageOf(NOW + HOUR, NOW)).toEqual({ unit: 'now' });
  });

  it('says the age in the user’s language', () => {
    expect(formatAge({ unit: 'now' }, 'en', 'Just now')).toBe('Just now');
    expect(formatAge({ unit: 'hour', value: 3 }, 'en', '')).toBe('3 hours ago');
    expect(formatAge({ unit: 'day', value: 1 }, 'en', '')).toBe('1 day ago');
    expect(formatAge({ unit: 'day', value: 2 }, 'de', '')).toBe('vor 2 Tagen');
    expect(formatAge({ unit: 'hour', value: 5 }, 'fr', '')).toBe('il y a 5 heures');
    expect(formatAge({ unit: 'day', value: 3 }, 'ar', '')).toMatch(/^قبل .* أيام$/);
  });
});

describe('community alerts list', () => {
  const report = (id: string, createdAt: number, description = id): CommunityReport => ({
    id,
    category: 'scam',
    description,
    createdAt,
  });

  it('shows the five newest, newest first', () => {
    const reports = [1, 7, 3, 6, 2, 5, 4].map((n) => report(`r${n}`, n * HOUR));
    expect(latestAlerts(reports).map((r) => r.id)).toEqual(['r7', 'r6', 'r5', 'r4', 'r3']);
  });

  it('cuts descriptions at 100 characters, never inside an emoji', () => {
    expect(shortDescription('a'.repeat(100))).toBe('a'.repeat(100));
    expect(shortDescription('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
    const emoji = '😀'.repeat(120);
    expect(Array.from(shortDescription(emoji))).toHaveLength(101);
    expect(shortDescription(emoji).endsWith('😀…')).toBe(true);
  });
});
