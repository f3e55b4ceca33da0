import { randomBytes } from 'node:crypto';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Locator, type Page } from '@playwright/test';
import { test as serverTest } from './server';
import { SafetyShell } from './shell';

// ---- What ends up in the browser's profile folder -----------------------------------------------

/** The encodings a string may take on disk: V8 and LevelDB store one-byte or two-byte strings. */
const ENCODINGS = ['utf8', 'utf16le', 'latin1'] as const;

export interface ProfileHit {
  file: string;
  needle: string;
  encoding: (typeof ENCODINGS)[number];
}

export interface ProfileScan {
  /** Every regular file read, relative to the profile folder. */
  files: string[];
  bytes: number;
  hits: ProfileHit[];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((relative) => path.join(dir, relative))
    .filter((file) => lstatSync(file).isFile()); // no symlinks (SingletonLock), sockets, folders
}

/** Reads every file under `dir` as bytes and looks for each needle in every encoding. */
export function scanProfile(dir: string, needles: readonly string[]): ProfileScan {
  const scan: ProfileScan = { files: [], bytes: 0, hits: [] };
  for (const file of listFiles(dir)) {
    const bytes = readFileSync(file);
    const relative = path.relative(dir, file);
    scan.files.push(relative);
    scan.bytes += bytes.length;
    for (const needle of needles) {
      for (const encoding of ENCODINGS) {
        if (bytes.includes(Buffer.from(needle, encoding))) {
          scan.hits.push({ file: relative, needle, encoding });
        }
      }
    }
  }
  return scan;
}

/** A string no file could hold by chance. */
export function uniqueMarker(): string {
  return `MARKER-${randomBytes(8).toString('hex')}`;
}

/** Random digits of the given length containing none of the calculator's own codes. */
export function randomCode(length: number, reserved = ['77777', '11111']): string {
  for (;;) {
    const code = Array.from(randomBytes(length), (b) => String(b % 10)).join('');
    if (code[0] !== '0' && !reserved.some((r) => code.includes(r))) return code;
  }
}

/** One browser profile on disk, opened with `chromium.launchPersistentContext` (same flags). */
export interface Profile {
  dir: string;
  /** Launches Chromium on this folder and returns its page, at `baseURL` = the private server. */
  open: () => Promise<Page>;
  /** Closes Chromium, so that it flushes everything to disk. */
  close: () => Promise<void>;
  scan: (needles: readonly string[]) => ProfileScan;
}

/**
 * `newProfile()`: a temporary profile folder against the test's private server. Every context is
 * closed and every folder deleted after the test, whatever happened.
 */
export const test = serverTest.extend<{ newProfile: () => Profile }>({
  newProfile: async ({ privateServer }, provide, testInfo) => {
    const { launchOptions, locale, timezoneId } = testInfo.project.use;
    const made: { dir: string; context?: BrowserContext }[] = [];
    await provide(() => {
      const entry: (typeof made)[number] = {
        dir: mkdtempSync(path.join(os.tmpdir(), 'calculator-profile-')),
      };
      made.push(entry);
      const close = async () => {
        await entry.context?.close();
        entry.context = undefined;
      };
      return {
        dir: entry.dir,
        open: async () => {
          await close();
          entry.context = await chromium.launchPersistentContext(entry.dir, {
            executablePath: launchOptions?.executablePath,
            args: launchOptions?.args,
            baseURL: privateServer.url,
            locale,
            timezoneId,
          });
          return entry.context.pages()[0] ?? (await entry.context.newPage());
        },
        close,
        scan: (needles) => scanProfile(entry.dir, needles),
      };
    });
    for (const entry of made) {
      await entry.context?.close().catch(() => undefined);
      rmSync(entry.dir, { recursive: true, force: true });
    }
  },
});

export { expect } from '@playwright/test';

// ---- Key derivations in flight ----------------------------------------------------------------

/**
 * Watches the key derivations the page asks its Web Workers for (the vault derives every key in
 * one worker): a request carries a `secret`, its answer an `id` and a `key` or an `error`. A code
 * that opens nothing shows nothing, so a test waits for its derivation to be answered instead of
 * sleeping. Other messages (the KDF worker's warm-up and "ready", the hashing worker's) do not
 * count; every posted message's kind (its field names, e.g. "warm") is kept too. Call before the
 * page loads.
 */
export async function watchKeyDerivations(page: Page) {
  await page.addInitScript(() => {
    const counts = { posted: 0, answered: 0, kinds: [] as string[] };
    Object.assign(window, { __workerMessages: counts });
    const fields = (message: unknown) =>
      message && typeof message === 'object' ? Object.keys(message).sort() : [];
    const Native = window.Worker;
    const post = Native.prototype.postMessage as (this: Worker, ...args: unknown[]) => void;
    Native.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
      const kind = fields(args[0]);
      counts.kinds.push(kind.join(',') || 'other');
      if (kind.includes('secret')) counts.posted += 1;
      post.apply(this, args);
    } as Worker['postMessage'];
    window.Worker = class extends Native {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        // Registered before the app's onmessage, so it counts first.
        this.addEventListener('message', ({ data }: MessageEvent) => {
          const kind = fields(data);
          if (kind.includes('id') && (kind.includes('key') || kind.includes('error'))) {
            counts.answered += 1;
          }
        });
      }
    };
  });
  const counts = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __workerMessages: { posted: number; answered: number; kinds: string[] };
          }
        ).__workerMessages,
    );
  return {
    /** How many derivations have been asked for so far. */
    posted: async () => (await counts()).posted,
    /** The kind of each message posted to a worker so far, in order. */
    kinds: async () => (await counts()).kinds,
    /** Waits until more than `since` derivations were asked for and every one has been answered. */
    settled: async (since: number) => {
      await expect
        .poll(async () => {
          const { posted, answered } = await counts();
          return posted > since && answered === posted;
        })
        .toBe(true);
      // The answer's continuation (open the slots, unlock or not) runs in microtasks after it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    },
  };
}

// ---- What the user writes: page models ------------------------------------------------------

/**
 * Choosing one's own code: a one-line suggestion below the tabs (at most once a day) whose button
 * opens the card "Choose your own code".
 */
export class SetupDialog {
  readonly dialog: Locator;
  /** The one-line suggestion ("Anyone can open this with 77777.") and its button. */
  readonly suggestion: Locator;
  readonly choose: Locator;

  constructor(readonly page: Page) {
    const name = 'Choose your own code';
    this.dialog = page.getByRole('region', { name }).or(page.getByRole('dialog', { name }));
    this.suggestion = page
      .getByRole('note')
      .filter({ hasText: 'Anyone can open this with 77777.' });
    this.choose = this.suggestion.getByRole('button', { name: 'Choose your code', exact: true });
  }

  /** Opens the card from the suggestion. */
  async open(): Promise<void> {
    await this.choose.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Puts choosing off: the card closes, if open; the suggestion never stands in the way. */
  async notNow(): Promise<void> {
    if (await this.dialog.isVisible()) {
      await this.dialog.getByRole('button', { name: 'Not now', exact: true }).click();
    }
    await expect(this.dialog).toHaveCount(0);
  }

  async save(code: string, duress?: string): Promise<void> {
    if (!(await this.dialog.isVisible())) await this.open();
    const field = (label: string) => this.dialog.getByLabel(label, { exact: true });
    await field('Your code (6 to 10 digits)').fill(code);
    await field('Your code again').fill(code);
    if (duress) {
      await field('Duress code').fill(duress);
      await field('Duress code again').fill(duress);
    }
    await this.dialog.getByRole('button', { name: 'Save code', exact: true }).click();
    // Two key derivations (code and duress code): the dialog closes when both are sealed.
    await expect(this.dialog).toHaveCount(0);
  }
}

/** The Journal tab. */
export class Journal {
  readonly entries: Locator;
  readonly empty: Locator;

  constructor(readonly shell: SafetyShell) {
    this.entries = shell.panel.getByRole('listitem');
    this.empty = shell.panel.getByText('No entries yet.');
  }

  async open(): Promise<void> {
    await this.shell.open('Journal');
    await expect(this.shell.panel.getByRole('textbox', { name: 'New entry' })).toBeVisible();
  }

  async write(text: string): Promise<void> {
    const panel = this.shell.panel;
    await panel.getByRole('textbox', { name: 'New entry' }).fill(text);
    await panel.getByRole('button', { name: 'Save Entry' }).click();
    await expect(this.entries.filter({ hasText: text })).toHaveCount(1);
    await expect(panel.getByRole('textbox', { name: 'New entry' })).toHaveValue('');
  }
}

/** The settings page's lists (emergency numbers, red flags), saved with "Save All Changes". */
export class SettingsLists {
  constructor(readonly page: Page) {}

  private field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  private button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** From the interface's footer. */
  async open(): Promise<void> {
    await this.button('Settings').click();
    await expect(this.button('Add Number')).toBeVisible();
  }

  async addNumber(country: string, number: string, description: string): Promise<void> {
    await this.field('Country').fill(country);
    await this.field('Number').fill(number);
    await this.field('Description (optional)').fill(description);
    await this.button('Add Number').click();
    await expect(this.page.getByText(description, { exact: true })).toBeVisible();
  }

  async addRedFlag(title: string, description: string): Promise<void> {
    await this.field('Title').fill(title);
    await this.field('Description').fill(description);
    await this.button('Add Red Flag').click();
    await expect(this.page.getByText(title, { exact: true })).toBeVisible();
  }

  async saveAll(): Promise<void> {
    await this.button('Save All Changes').click();
    const toasts = new SafetyShell(this.page).toasts;
    await expect(toasts.getByText('Settings Saved', { exact: true })).toBeVisible();
  }

  /** Back to the interface. */
  async back(): Promise<void> {
    await this.button('Back').click();
    await new SafetyShell(this.page).expectOpen();
  }
}
