import { expect, type Locator, type Page } from '@playwright/test';
import { Calculator } from './calculator';
import type { TabName } from './tabNames';

export { TAB_NAMES, type TabName } from './tabNames';

/** The safety interface behind the calculator. */
export class SafetyShell {
  readonly tablist: Locator;
  readonly tabs: Locator;
  readonly panel: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.tablist = page.getByRole('tablist');
    this.tabs = this.tablist.getByRole('tab');
    this.panel = page.getByRole('tabpanel');
    this.toasts = page.getByRole('region', { name: 'Notifications', exact: true });
  }

  tab(name: TabName): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The header's language picker, found by the language codes it offers (its name is translated). */
  get languageSelect(): Locator {
    return this.page
      .getByRole('combobox')
      .filter({ has: this.page.locator('option[value="en"]') })
      .first();
  }

  /** Types 77777 on the calculator's keys and waits for the tabs. */
  async unlockByClicks(): Promise<void> {
    await new Calculator(this.page).type('77777');
    await this.expectOpen();
  }

  /** Types 77777 on the physical keyboard and waits for the tabs. */
  async unlockByKeyboard(): Promise<void> {
    await this.page.keyboard.type('77777');
    await this.expectOpen();
  }

  /** Unlocking derives a key with Argon2id (128 MiB): seconds on a busy machine, never assumed fast. */
  async expectOpen(): Promise<void> {
    await expect(this.tablist).toBeVisible({ timeout: 30_000 });
  }

  async open(name: TabName): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** The open panel has rendered real content (not empty, not a loading placeholder). */
  async expectPanelLoaded(): Promise<void> {
    await expect(this.panel).toBeVisible();
    await expect(this.panel).not.toHaveText(/^\s*(Loading\.*|…)?\s*$/);
  }

  async hide(): Promise<void> {
    await this.button('Hide Interface').click();
    await expect(this.tablist).toHaveCount(0);
  }
}
