import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/** A phone's screen (UI checks in issue 25 were made at this size). */
export const PHONE = { width: 390, height: 844 } as const;

/** One locale file's texts, to find controls by the name a user of that language reads. */
export function localeTexts(language: string, namespace: string): Record<string, unknown> {
  const file = new URL(`../../locales/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** `text(texts, 'sheet.close')`: a nested key's string. */
export function text(texts: Record<string, unknown>, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as never)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value;
}

/**
 * What sticks out of the screen sideways: every element drawn past the left or right edge of the
 * viewport, unless an ancestor that is itself on screen clips it (overflow hidden or clip) or it
 * belongs to the tab bar, which scrolls sideways on purpose. A scrolling ancestor does not excuse
 * it: text that needs a sideways scroll to be read has left the screen too. Outermost ones only.
 */
export function escapees(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > width + 1 || r.left < -1);
    };
    const excused = (el: Element) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        if (a.getAttribute('role') === 'tablist') return true;
        const overflow = getComputedStyle(a).overflowX;
        if ((overflow === 'hidden' || overflow === 'clip') && !outside(a)) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!outside(el) || excused(el)) continue;
      const parent = el.parentElement;
      if (parent && parent !== document.body && outside(parent) && !excused(parent)) continue;
      const r = el.getBoundingClientRect();
      const label = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`;
      found.push(`${label} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
    }
    return found;
  });
}

/** Nothing is wider than the screen, nothing sticks out of it, and these controls are on it. */
export async function expectWithinScreen(page: Page, controls: Locator[] = []): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  expect(await escapees(page)).toEqual([]);
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box, String(control)).not.toBeNull();
    expect(box!.x, String(control)).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, String(control)).toBeLessThanOrEqual(width);
  }
}
