// The 12 languages the companion reads and answers in, and the shape of a keyword list.
export const COMPANION_LANGUAGES = [
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
export type CompanionLanguage = (typeof COMPANION_LANGUAGES)[number];

export function isCompanionLanguage(value: unknown): value is CompanionLanguage {
  return typeof value === 'string' && (COMPANION_LANGUAGES as readonly string[]).includes(value);
}

export type KeywordList = Readonly<Record<CompanionLanguage, readonly string[]>>;
