import { expect, type Locator, type Page } from '@playwright/test';

/** Accessible names of the non-digit keys (UI-CONTRACT.md), by the symbol used in sequences. */
const KEY_NAMES: Record<string, string> = {
  '.': 'Decimal point',
  '+': 'Add',
  '-': 'Subtract',
  '*': 'Multiply',
  '×': 'Multiply',
  '/': 'Divide',
  '÷': 'Divide',
  '=': 'Equals',
  '%': 'Percent',
  '±': 'Toggle sign',
  C: 'Clear',
};

/** Every key a user can press, by accessible name. */
export const ALL_KEY_NAMES = [
  ...'0123456789'.split(''),
  'Decimal point',
  'Add',
  'Subtract',
  'Multiply',
  'Divide',
  'Equals',
  'Percent',
  'Toggle sign',
  'Clear',
];

/** The calculator disguise, driven like a user: by clicking the named keys. */
export class Calculator {
  readonly display: Locator;

  constructor(readonly page: Page) {
    // <output> has the implicit role "status".
    this.display = page.getByRole('status', { name: 'Display', exact: true });
  }

  key(name: string): Locator {
    return this.page.getByRole('button', { name: KEY_NAMES[name] ?? name, exact: true });
  }

  /** Clicks each key of a sequence such as `12+7=` (also × ÷ ± and C). */
  async type(sequence: string): Promise<void> {
    for (const symbol of sequence) await this.key(symbol).click();
  }

  /** The display text. */
  async read(): Promise<string> {
    return (await this.display.textContent()) ?? '';
  }

  async expectDisplay(text: string): Promise<void> {
    await expect(this.display).toHaveText(text);
  }

  /** The calculator is what is on screen. */
  async expectVisible(): Promise<void> {
    await expect(this.display).toBeVisible();
    await expect(this.key('Equals')).toBeVisible();
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.expectVisible();
  }
}
