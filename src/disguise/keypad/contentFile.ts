/**
 * The public content file (spec §2): labels and codes, with built-in fallbacks. No React here: the
 * first screen's vanilla calculator reads it too (`content.ts` adds the hook).
 */
export interface SecretCodes {
  unlock: string;
  panic: string;
  friend: string;
}

export interface ButtonSymbols {
  clear: string;
  toggleSign: string;
  percent: string;
  divide: string;
  multiply: string;
  subtract: string;
  add: string;
  equals: string;
  decimal: string;
}

export interface AppContent {
  publicName: string;
  title: string;
  tagline: string;
  codes: SecretCodes;
  buttons: ButtonSymbols;
}

export const DEFAULT_CONTENT: AppContent = {
  publicName: 'Calculator+',
  title: 'Calculator',
  tagline: 'A simple, reliable calculator for everyday sums.',
  codes: { unlock: '77777', panic: '123#', friend: '11111' },
  buttons: {
    clear: 'C',
    toggleSign: '±',
    percent: '%',
    divide: '÷',
    multiply: '×',
    subtract: '−',
    add: '+',
    equals: '=',
    decimal: '.',
  },
};

const CODE_PATTERN = /^[0-9]{3,10}#?$/;

function pickString(value: unknown, fallback: string, maxLength = 80): string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxLength
    ? value
    : fallback;
}

/** Merges a fetched content file over the defaults, field by field; anything malformed is ignored. */
export function mergeContent(raw: unknown): AppContent {
  if (!raw || typeof raw !== 'object') return DEFAULT_CONTENT;
  const data = raw as Record<string, unknown>;
  const codes = (data.codes ?? {}) as Record<string, unknown>;
  const buttons = (data.buttons ?? {}) as Record<string, unknown>;
  const code = (name: keyof SecretCodes) => {
    const value = codes[name];
    return typeof value === 'string' && CODE_PATTERN.test(value)
      ? value
      : DEFAULT_CONTENT.codes[name];
  };
  const symbol = (name: keyof ButtonSymbols) =>
    pickString(buttons[name], DEFAULT_CONTENT.buttons[name], 3);
  return {
    publicName: pickString(data.publicName, DEFAULT_CONTENT.publicName),
    title: pickString(data.title, DEFAULT_CONTENT.title),
    tagline: pickString(data.tagline, DEFAULT_CONTENT.tagline, 200),
    codes: { unlock: code('unlock'), panic: code('panic'), friend: code('friend') },
    buttons: {
      clear: symbol('clear'),
      toggleSign: symbol('toggleSign'),
      percent: symbol('percent'),
      divide: symbol('divide'),
      multiply: symbol('multiply'),
      subtract: symbol('subtract'),
      add: symbol('add'),
      equals: symbol('equals'),
      decimal: symbol('decimal'),
    },
  };
}

let contentPromise: Promise<AppContent> | null = null;

/** Loads /content.json once (precached by the service worker); failures use the defaults. */
export function loadContent(): Promise<AppContent> {
  contentPromise ??= fetch('/content.json', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then(mergeContent)
    .catch(() => DEFAULT_CONTENT);
  return contentPromise;
}
