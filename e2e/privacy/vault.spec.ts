import { type Page } from '@playwright/test';
import { Calculator } from '../support/calculator';
import {
  expect,
  Journal,
  randomCode,
  SettingsLists,
  SetupDialog,
  test,
  uniqueMarker,
  watchKeyDerivations,
} from '../support/profile';
import { SafetyShell } from '../support/shell';

/**
 * The encrypted vault as a user, and as someone inspecting the device, would see it. The profile
 * tests run Chromium on a real profile folder against a private server, close it (so everything is
 * flushed) and read every file it left.
 */

/** What a person might keep here: two journal entries, an emergency number and a red flag. */
async function writePrivateData(page: Page, marker: string): Promise<void> {
  const shell = new SafetyShell(page);
  const journal = new Journal(shell);
  await journal.open();
  await journal.write(`He took my phone again on Friday. ${marker} first`);
  await journal.write(`Bruise on my arm, photo kept at my sister's. ${marker} second`);
  const settings = new SettingsLists(page);
  await settings.open();
  await settings.addNumber(`Sister ${marker}`, '07700 900123', `Safe house ${marker}`);
  await settings.addRedFlag(`Reads my messages ${marker}`, `Checks my phone every night ${marker}`);
  await settings.saveAll();
  await settings.back();
}

/** The app's own cached files (the service worker's precache), and how many hold `words`. */
function cachedAppFiles(page: Page, words: RegExp) {
  return page.evaluate(async (source) => {
    await navigator.serviceWorker.ready;
    const pattern = new RegExp(source, 'i');
    let files = 0;
    let telling = 0;
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        files += 1;
        const text = await (await cache.match(request))?.text();
        if (text && pattern.test(text)) telling += 1;
      }
    }
    return { files, telling };
  }, words.source);
}

/** Words only the interface's code and texts hold. */
const INTERFACE_WORDS = /Emergency wipe|Stealth mode|Safety tools|Private journal/;

async function unlockFirstTime(page: Page): Promise<void> {
  const calc = new Calculator(page);
  await calc.goto('/');
  await calc.type('77777');
  await new SafetyShell(page).expectOpen();
  // The suggestion to choose one's own code, one line: the card opens only from its button.
  await expect(new SetupDialog(page).suggestion).toBeVisible();
  await expect(new SetupDialog(page).dialog).toHaveCount(0);
}

test.describe('a profile folder on disk', () => {
  for (const variant of ['with the public code', 'with own and duress codes'] as const) {
    test(`holds nothing the user typed, ${variant}`, async ({ newProfile }) => {
      const marker = uniqueMarker();
      const [code, duress] = [randomCode(10), randomCode(10)];
      const profile = newProfile();
      const page = await profile.open();
      const shell = new SafetyShell(page);
      await unlockFirstTime(page);
      if (variant === 'with the public code') await new SetupDialog(page).notNow();
      else await new SetupDialog(page).save(code, duress);
      await writePrivateData(page, marker);
      await shell.hide();
      if (variant === 'with own and duress codes') {
        // The own code typed on the calculator opens the same data.
        await new Calculator(page).type(`${code}=`);
        await new Journal(shell).open();
        await expect(new Journal(shell).entries).toHaveCount(2);
        await shell.hide();
      }
      await profile.close();

      const needles = variant === 'with the public code' ? [marker] : [marker, code, duress];
      const scan = profile.scan(needles);
      // The data is on disk (encrypted), so the scan did read the vault's files.
      expect(scan.files.some((f) => f.includes('IndexedDB'))).toBe(true);
      expect(scan.hits).toEqual([]);
    });
  }

  test('control: the scan finds text the page stored in plain', async ({ newProfile }) => {
    const marker = uniqueMarker();
    const profile = newProfile();
    const page = await profile.open();
    await page.goto('/');
    await page.evaluate(async (text) => {
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('plain-control', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('notes');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction('notes', 'readwrite');
          tx.objectStore('notes').put({ content: `He took my phone again. ${text}` }, 'note');
          tx.oncomplete = () => (db.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      });
      localStorage.setItem('note', `Safe house ${text}`);
    }, marker);
    await profile.close();

    const found = profile.scan([marker]).hits.map((hit) => hit.file);
    expect(found.some((file) => file.includes('IndexedDB'))).toBe(true);
    expect(found.some((file) => file.includes('Local Storage'))).toBe(true);
  });

  test('the emergency wipe leaves a fresh calculator and nothing on disk', async ({
    newProfile,
  }) => {
    // Two unlocks, a wipe and the interface's files cached again: minutes on a busy machine.
    test.setTimeout(240_000);
    const marker = uniqueMarker();
    const profile = newProfile();
    let page = await profile.open();
    let calc = new Calculator(page);
    let shell = new SafetyShell(page);
    await unlockFirstTime(page);
    await new SetupDialog(page).notNow();
    await writePrivateData(page, marker);
    const cachedBefore = await cachedAppFiles(page, INTERFACE_WORDS);
    expect(cachedBefore.telling).toBeGreaterThan(0);

    await shell.open('Stealth');
    await shell.button('Emergency wipe').hover();
    await page.mouse.down();
    await expect(shell.panel.getByText('Keep holding…')).toBeVisible();
    // Held until the app has wiped and reloaded itself as a fresh calculator.
    await expect(calc.display).toHaveText('0', { timeout: 15_000 });
    await page.mouse.up();
    await calc.expectVisible();
    await expect(shell.tablist).toHaveCount(0);

    const databases = await page.evaluate(async () =>
      (await indexedDB.databases()).map((db) => db.name),
    );
    for (const name of [
      'calculator-data-0',
      'calculator-data-1',
      'calculator-keys',
      'calculator-device',
    ]) {
      expect(databases).not.toContain(name);
    }
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    // The interface's files are gone from the cache; the calculator's stay.
    const cachedAfter = await cachedAppFiles(page, INTERFACE_WORDS);
    expect(cachedAfter.telling).toBe(0);
    expect(cachedAfter.files).toBeGreaterThan(0);
    expect(cachedAfter.files).toBeLessThan(cachedBefore.files);
    await profile.close();
    expect(profile.scan([marker]).hits).toEqual([]);

    // After a restart, 77777 opens an empty interface, as on first use.
    page = await profile.open();
    calc = new Calculator(page);
    shell = new SafetyShell(page);
    await unlockFirstTime(page);
    await new SetupDialog(page).notNow();
    const journal = new Journal(shell);
    await journal.open();
    await expect(journal.empty).toBeVisible();
    await expect(journal.entries).toHaveCount(0);
    // Unlocked online, the interface's files come back, so it opens offline again.
    await expect
      .poll(async () => (await cachedAppFiles(page, INTERFACE_WORDS)).files, { timeout: 90_000 })
      .toBe(cachedBefore.files);
  });
});

test.describe('own code and duress code', () => {
  test('the own code replaces 77777; the duress code opens a copy that looks in use', async ({
    page,
  }) => {
    const derivations = await watchKeyDerivations(page);
    const calc = new Calculator(page);
    const shell = new SafetyShell(page);
    const setup = new SetupDialog(page);
    const journal = new Journal(shell);
    await unlockFirstTime(page);
    await setup.save('246813', '135792');
    await expect(shell.toasts.getByText('Code saved', { exact: true })).toBeVisible();
    await journal.open();
    await journal.write('Called the helpline from work.');
    await journal.write('Packed a bag and left it with Sam.');
    await shell.hide();

    // 77777 is now just a number: once its key derivation is answered, nothing has opened.
    const before = await derivations.posted();
    await calc.type('77777');
    await derivations.settled(before);
    await calc.expectDisplay('77777');
    await expect(shell.tablist).toHaveCount(0);

    await calc.type('C246813=');
    await shell.expectOpen();
    await expect(setup.dialog).toHaveCount(0);
    await journal.open();
    await expect(journal.entries).toHaveCount(2);
    await expect(journal.entries.first()).toContainText('Packed a bag');
    await shell.hide();

    // The duress code: a vault in use, like the real one (own code chosen: no first-use setup, no
    // reminder of the public code; a journal with everyday entries), and nothing about duress.
    await calc.type('135792=');
    await shell.expectOpen();
    await journal.open();
    await expect(journal.entries).toHaveCount(3);
    await expect(journal.entries).not.toContainText(['Packed a bag']);
    await expect(journal.empty).toHaveCount(0);
    await expect(setup.dialog).toHaveCount(0);
    await expect(setup.suggestion).toHaveCount(0);
    await expect(page.getByText(/public code|77777/i)).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(/duress code (is )?(active|on|set|used)/i);
    await expect(shell.toasts).not.toContainText(/\S/);
    // The same entries the next time: a coercer who looks twice sees the same journal.
    const entries = await journal.entries.allTextContents();
    await shell.hide();
    await calc.type('135792=');
    await shell.expectOpen();
    await journal.open();
    await expect(journal.entries).toHaveText(entries);
    await expect(setup.dialog).toHaveCount(0);
    await expect(setup.suggestion).toHaveCount(0);
  });
});

test('a reload while unlocked locks: the calculator, and the code is needed again', async ({
  page,
}) => {
  const calc = new Calculator(page);
  const shell = new SafetyShell(page);
  const journal = new Journal(shell);
  await unlockFirstTime(page);
  await new SetupDialog(page).notNow();
  await journal.open();
  await journal.write('Left at 9, he was asleep.');

  await page.reload();
  await calc.expectVisible();
  await calc.expectDisplay('0');
  await expect(shell.tablist).toHaveCount(0);
  await expect(page.getByText('Left at 9, he was asleep.')).toHaveCount(0);

  await calc.type('77777');
  await journal.open();
  await expect(journal.entries).toHaveCount(1);
});
