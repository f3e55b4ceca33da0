import type { CommunityReport } from '../../vault';

/** Spec §9: the first 5 alerts, descriptions cut at 100 characters. */
export const ALERTS_SHOWN = 5;
export const DESCRIPTION_CHARS = 100;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Newest first, the first five. */
export function latestAlerts(reports: readonly CommunityReport[]): CommunityReport[] {
  return [...reports].sort((a, b) => b.createdAt - a.createdAt).slice(0, ALERTS_SHOWN);
}

/** Cuts by characters the reader sees (code points), never in the middle of an emoji. */
export function shortDescription(description: string): string {
  const chars = Array.from(description);
  return chars.length <= DESCRIPTION_CHARS
    ? description
    : `${chars.slice(0, DESCRIPTION_CHARS).join('').trimEnd()}…`;
}

export type Age = { unit: 'now' } | { unit: 'hour' | 'day'; value: number };

/** Spec §9: "Just now" under an hour, then whole hours under a day, then whole days. */
export function ageOf(createdAt: number, now: number): Age {
  const elapsed = Math.max(0, now - createdAt);
  if (elapsed < HOUR_MS) return { unit: 'now' };
  if (elapsed < DAY_MS) return { unit: 'hour', value: Math.floor(elapsed / HOUR_MS) };
  return { unit: 'day', value: Math.floor(elapsed / DAY_MS) };
}

/** "3 hours ago", "vor 2 Tagen", "منذ ساعتين": the language's own plural rules. */
export function formatAge(age: Age, language: string, justNow: string): string {
  if (age.unit === 'now') return justNow;
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-age.value, age.unit);
}
