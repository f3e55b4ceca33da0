// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The alert texts (emails, SMS, pushes, the stop page) say everything English says, in all 12 languages. */
const LANGUAGES = ['ar', 'de', 'en', 'es', 'fa', 'fr', 'it', 'ku', 'nl', 'pt', 'tr', 'ur'] as const;

const dir = new URL('.', import.meta.url).pathname;

type Tree = { [key: string]: unknown };

/** Every value of a file by its path ("stopPage.ask"); non-string leaves are kept so they fail. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

const read = (language: string) => readFileSync(join(dir, `${language}.json`), 'utf8');
const load = (language: string) => leaves(JSON.parse(read(language)) as Tree);

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[0]))].sort();

const english = load('en');

describe('the alert texts', () => {
  it.each(LANGUAGES)('%s parses as a JSON object', (language) => {
    const parsed: unknown = JSON.parse(read(language));
    expect(parsed).toBeTypeOf('object');
    expect(parsed).not.toBeNull();
  });

  it.each(LANGUAGES)('%s has exactly the keys of English', (language) => {
    expect([...load(language).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(LANGUAGES)('%s has no empty value', (language) => {
    for (const [path, value] of load(language)) {
      expect(typeof value, `${language}.${path}`).toBe('string');
      expect((value as string).trim(), `${language}.${path}`).not.toBe('');
    }
  });

  it.each(LANGUAGES)('%s keeps every placeholder of English', (language) => {
    const texts = load(language);
    for (const [path, value] of english) {
      const translated = texts.get(path);
      expect(typeof translated, `${language}.${path}`).toBe('string');
      for (const placeholder of placeholders(value as string)) {
        expect(translated as string, `${language}.${path}`).toContain(placeholder);
      }
    }
  });
});
