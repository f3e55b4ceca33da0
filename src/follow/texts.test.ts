// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../i18n/languages';

/**
 * The contact page's texts (locales/<lng>/follow.json): not one of the app's namespaces
 * (src/i18n/namespaces.ts), so locales/locales.test.ts leaves them to this test.
 */
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

const load = (language: string) =>
  leaves(
    JSON.parse(
      readFileSync(new URL(`../../locales/${language}/follow.json`, import.meta.url), 'utf8'),
    ) as Tree,
  );

const english = load('en');

describe('follow.json', () => {
  it('has the texts the page uses in English', () => {
    for (const key of ['heading', 'intro', 'explain', 'turnOn', 'turnOff', 'status.incomplete'])
      expect(english.get(key), key).toBeTruthy();
    expect(english.get('status.incomplete')).toContain('This link is not complete');
  });

  it.each([...LANGUAGE_CODES])('%s has every English key, none empty and no extra', (language) => {
    const texts = load(language);
    const missing = [...english.keys()].filter((key) => !texts.has(key));
    const extra = [...texts.keys()].filter((key) => !english.has(key));
    const empty = [...texts].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s is translated', (language) => {
    const texts = load(language);
    expect(texts.get('heading')).not.toBe(english.get('heading'));
    expect(texts.get('turnOn')).not.toBe(english.get('turnOn'));
  });
});
