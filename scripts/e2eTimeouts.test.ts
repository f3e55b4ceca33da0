// @vitest-environment node
// A browser test may ask for more time than playwright.config.ts gives, never less: a limit below
// the default fails on a loaded 2-core machine though nothing is wrong (no test asserts speed).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../playwright.config';

const specs = readdirSync('e2e', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => path.join('e2e', file));

/** Every test time limit a spec sets: test.setTimeout(N) and describe.configure({ timeout: N }). */
function limitsIn(text: string): number[] {
  const found = text.matchAll(/(?:setTimeout\(|configure\(\{[^}]*\btimeout: )([\d_]+)/g);
  return [...found].map((match) => Number(match[1]!.replace(/_/g, '')));
}

describe('browser test time limits', () => {
  it('finds the limits it checks', () => {
    expect(
      limitsIn('test.setTimeout(240_000); test.describe.configure({ timeout: 60_000 });'),
    ).toEqual([240_000, 60_000]);
    expect(specs.length).toBeGreaterThan(30);
  });

  it('no spec lowers the default limit', () => {
    const lower = specs.flatMap((file) =>
      limitsIn(readFileSync(file, 'utf8'))
        .filter((limit) => limit < config.timeout!)
        .map((limit) => `${file}: ${limit} ms`),
    );
    expect(lower).toEqual([]);
  });
});
