/**
 * The app's 12 languages (src/i18n/languages.ts, which a test keeps this list equal to). Repeated
 * here so the contact page shares no module with the calculator's entry: a shared module would
 * become a chunk of its own on the calculator's first load.
 */
export const FOLLOW_LANGUAGES = [
  'ar',
  'de',
  'en',
  'es',
  'fa',
  'fr',
  'it',
  'ku',
  'nl',
  'pt',
  'tr',
  'ur',
] as const;
export type FollowLanguage = (typeof FOLLOW_LANGUAGES)[number];
/** Written right to left. `ku` is Kurmanji in Latin script, left to right. */
export const RIGHT_TO_LEFT: readonly FollowLanguage[] = ['ar', 'fa', 'ur'];

/** Other tags that name one of the 12: Kurmanji's own code is `kmr` (the app's `ku`). */
const ALIASES: Readonly<Record<string, FollowLanguage>> = { kmr: 'ku' };

const isFollowLanguage = (code: string): code is FollowLanguage =>
  (FOLLOW_LANGUAGES as readonly string[]).includes(code);

/** The first of the 12 languages the browser names (a region subtag is ignored), else English. */
export function pickLanguage(preferred: readonly string[]): FollowLanguage {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const code = ALIASES[primary] ?? primary;
    if (isFollowLanguage(code)) return code;
  }
  return 'en';
}

export const directionOf = (language: FollowLanguage): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr';
