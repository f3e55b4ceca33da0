import { expect, type Page, test } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { Journal, randomCode, SettingsLists, SetupDialog } from '../support/profile';
import { SafetyShell } from '../support/shell';

/**
 * What devtools' Application panel shows after real use: database, object store and index names,
 * plain keys and field names, localStorage keys, cache names and every cached URL. None may name
 * the app or what it is for.
 */
const TELLING = [
  'safety',
  'sos',
  'evidence',
  'emergency',
  'contact',
  'journal',
  'record',
  'panic',
  'duress',
  'vault',
  'alarm',
  'essentials',
  'keyslot',
  'keyring',
  'checkin',
  'check-in',
  'outbox',
  'chat',
  'community',
  'subscription',
  'watchlist',
  'helpline',
  'abuse',
  'calculator+',
  'calculatorplus',
];

/** Sealed ids (64 base64url characters) and hash-only file names carry no words by construction. */
const OPAQUE = /^[A-Za-z0-9_-]{40,}$/;
const HASHED_ASSET = /^\/assets\/[A-Za-z0-9_-]{8}\.(js|css|wasm)$/;

/** Everything the Application panel lists, gathered in the page. */
function inspectStorage(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const seen: string[] = [];
    const fieldNames = (value: unknown, depth = 0): void => {
      if (depth > 4 || typeof value !== 'object' || value === null) return;
      if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof CryptoKey) {
        return;
      }
      for (const [field, inner] of Object.entries(value)) {
        seen.push(field);
        fieldNames(inner, depth + 1);
      }
    };
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error ?? new Error('request failed'));
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      seen.push(name);
      const db = await request(indexedDB.open(name));
      for (const storeName of Array.from(db.objectStoreNames)) {
        seen.push(storeName);
        const store = db.transaction(storeName).objectStore(storeName);
        seen.push(...Array.from(store.indexNames));
        const keys = await request(store.getAllKeys());
        seen.push(...keys.map((key) => JSON.stringify(key)));
        for (const value of await request(store.getAll())) fieldNames(value);
      }
      db.close();
    }
    for (let i = 0; i < localStorage.length; i++) seen.push(localStorage.key(i) ?? '');
    for (const cacheName of await caches.keys()) {
      seen.push(cacheName.replace(location.origin, ''));
      const cache = await caches.open(cacheName);
      for (const cached of await cache.keys()) seen.push(new URL(cached.url).pathname);
    }
    return seen;
  });
}

function tellingNames(seen: string[]): string[] {
  return seen.filter((name) => {
    const bare = name.replace(/^"|"$/g, '');
    if (OPAQUE.test(bare) || HASHED_ASSET.test(bare)) return false;
    return TELLING.some((word) => bare.toLowerCase().includes(word));
  });
}

async function useTheApp(page: Page): Promise<void> {
  const calc = new Calculator(page);
  await calc.goto('/');
  await calc.type('77777');
  const shell = new SafetyShell(page);
  await shell.expectOpen();
  await new SetupDialog(page).save(randomCode(8));

  await shell.open('Emergency');
  const form = page.getByRole('form', { name: 'New emergency contact' });
  await form.getByLabel('Name', { exact: true }).fill('Amal');
  await form.getByLabel('Phone', { exact: true }).fill('+447700900001');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Amal');

  const journal = new Journal(shell);
  await journal.open();
  await journal.write('Stayed at my sister’s.');

  const settings = new SettingsLists(page);
  await settings.open();
  await settings.addNumber('Sister', '07700 900123', 'Her flat');
  await settings.saveAll();
  await settings.back();
}

/** The service worker has precached the app, so Cache Storage is part of what is inspected. */
async function precached(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          let count = 0;
          for (const name of await caches.keys())
            count += (await (await caches.open(name)).keys()).length;
          return count;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(50);
}

test.describe('the Application panel of devtools', () => {
  test.describe.configure({ timeout: 180_000 });

  test('names nothing about safety, evidence or the app after real use', async ({ page }) => {
    await useTheApp(page);
    await precached(page);
    const seen = await inspectStorage(page);
    // The scan did see the stores, the key ring and the precached files.
    expect(seen.filter((name) => HASHED_ASSET.test(name)).length).toBeGreaterThan(20);
    expect(seen.filter((name) => OPAQUE.test(name.replace(/^"|"$/g, ''))).length).toBeGreaterThan(
      3,
    );
    expect(tellingNames(seen)).toEqual([]);
  });

  test('control: the scan catches a planted telling name', async ({ page }) => {
    await new Calculator(page).goto('/');
    await page.evaluate(async () => {
      localStorage.setItem('sos-contacts', '1');
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('plain-control', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('journal');
        request.onerror = () => reject(request.error ?? new Error('open failed'));
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction('journal', 'readwrite');
          tx.objectStore('journal').put({ evidenceNote: 'x' }, 'keyslots');
          tx.oncomplete = () => (db.close(), resolve());
        };
      });
    });
    expect(tellingNames(await inspectStorage(page)).sort()).toEqual(
      ['"keyslots"', 'evidenceNote', 'journal', 'sos-contacts'].sort(),
    );
  });
});
