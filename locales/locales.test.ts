// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../src/i18n/languages';
import { NAMESPACES } from '../src/i18n/namespaces';

/** Every key of English must exist in all 12 languages, with the same {{placeholders}}, and no extras. */
const root = new URL('.', import.meta.url).pathname;

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

function load(language: string, namespace: string): Map<string, string> {
  return leaves(
    JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8')) as Tree,
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('has a folder for each of the 12 languages and nothing else', () => {
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...LANGUAGE_CODES].sort());
  });

  it('declares every namespace file that exists in English', () => {
    // follow.json is the contact page's (follow.html), not the app's: src/follow/texts.test.ts.
    const files = readdirSync(join(root, 'en'))
      .map((f) => f.replace(/\.json$/, ''))
      .filter((name) => name !== 'follow')
      .sort();
    expect(files).toEqual([...NAMESPACES].sort());
  });

  describe.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s', (language) => {
    it.each([...NAMESPACES])('%s has exactly the English keys, translated', (namespace) => {
      const english = load('en', namespace);
      const translated = load(language, namespace);
      const missing = [...english.keys()].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      for (const [key, text] of translated) {
        expect(text.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
        expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(
          placeholders(english.get(key) ?? ''),
        );
      }
    });
  });
});
