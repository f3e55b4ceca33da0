import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { TELLING_WORDS_PATTERN } from '../../scripts/console-words.mjs';

/**
 * The production build writes nothing to the console that tells what the app is: no console call
 * in its JavaScript (ours or a library's) has a text naming the vault, an alarm, a code, the SOS...
 * The app's own texts go through report() and are kept neutral by the lint rule; this reads what
 * the build really ships.
 */
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..', 'dist');

function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => path.join(dir, file));
}

const CONSOLE_TEXT = /console\.(?:log|info|warn|error|debug)\(\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/g;

test('no console text in the production build names what the app is', () => {
  const files = scripts(dist);
  expect(files.length).toBeGreaterThan(5);
  const telling: string[] = [];
  let texts = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(CONSOLE_TEXT)) {
      texts += 1;
      if (TELLING_WORDS_PATTERN.test(match[2] ?? '')) {
        telling.push(`${path.relative(dist, file)}: ${match[0].slice(0, 120)}`);
      }
    }
  }
  expect(texts).toBeGreaterThan(0);
  expect(telling).toEqual([]);
});
