import { expect, type Page, test } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { SetupDialog } from '../support/profile';
import { SafetyShell } from '../support/shell';

/**
 * The panic on the locked calculator records (fake camera and microphone, playwright.config.ts):
 * the locked page seals what it records to the vault's public key, the next real unlock brings the
 * recording into Saved evidence, where it plays; IndexedDB never holds its plaintext, and the decoy
 * never lists it.
 */

/** The locked page's sealed store (src/vault/lockedCapture.ts): how many slices wait there. */
function sealedSlices(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('calculator-drop')) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('calculator-drop');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    try {
      if (!db.objectStoreNames.contains('c')) return 0;
      return await new Promise<number>((resolve, reject) => {
        const request = db.transaction('c').objectStore('c').count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('count failed'));
      });
    } finally {
      db.close();
    }
  });
}

/**
 * Every value of every IndexedDB database of the page: how many byte arrays there are, and how
 * many hold a WebM file's first bytes (EBML magic 1A 45 DF A3) or the text "webm" (its DocType,
 * the item's MIME type), in bytes or in strings. Sealed data holds neither.
 */
function plaintextInIndexedDb(page: Page): Promise<{ binaries: number; hits: string[] }> {
  return page.evaluate(async () => {
    const magic = [0x1a, 0x45, 0xdf, 0xa3];
    const webm = [...'webm'].map((c) => c.charCodeAt(0));
    const contains = (bytes: Uint8Array, needle: number[]) => {
      outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
        for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
        return true;
      }
      return false;
    };
    const found = { binaries: 0, hits: [] as string[] };
    const visit = (value: unknown, where: string, depth = 0): void => {
      if (depth > 6 || value === null || value === undefined) return;
      if (typeof value === 'string') {
        if (value.toLowerCase().includes('webm')) found.hits.push(`${where}: string`);
        return;
      }
      if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
        const bytes =
          value instanceof ArrayBuffer
            ? new Uint8Array(value)
            : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
        found.binaries += 1;
        if (contains(bytes, magic)) found.hits.push(`${where}: WebM header`);
        if (contains(bytes, webm)) found.hits.push(`${where}: "webm"`);
        return;
      }
      if (typeof value === 'object') {
        for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
          visit(item, `${where}.${key}`, depth + 1);
        }
      }
    };
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      try {
        for (const store of [...db.objectStoreNames]) {
          const rows = await new Promise<unknown[]>((resolve, reject) => {
            const request = db.transaction(store).objectStore(store).getAll();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error ?? new Error('read failed'));
          });
          rows.forEach((row, index) => visit(row, `${name}/${store}[${index}]`));
        }
      } finally {
        db.close();
      }
    }
    return found;
  });
}

async function closeSheet(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'SOS alert' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Close alert', exact: true }).click();
  await expect(sheet).toHaveCount(0);
}

/** The panic code on the locked calculator, then at least five 1-second slices sealed. */
async function panicAndRecord(page: Page): Promise<void> {
  await page.keyboard.type('123#');
  // "Wait 5 s", as a state: the recorder hands over one slice a second.
  await expect.poll(() => sealedSlices(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
}

function savedItems(shell: SafetyShell) {
  return shell.panel.getByRole('list', { name: 'Saved evidence' }).getByRole('listitem');
}

test.beforeEach(async ({ request, context }) => {
  await request.post('/api/__mock/reset');
  await context.grantPermissions(['camera', 'microphone']);
});

test.describe('capture while locked', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the panic on the locked calculator records a video that plays after the next unlock', async ({
    page,
  }) => {
    const calc = new Calculator(page);
    const shell = new SafetyShell(page);
    await page.goto('/');
    await shell.unlockByKeyboard();
    await new SetupDialog(page).notNow();
    await shell.hide();
    // A fresh page load: the locked calculator, nothing of the vault in memory.
    await page.reload();
    await calc.expectVisible();

    await panicAndRecord(page);
    const sealed = await plaintextInIndexedDb(page);
    expect(sealed.binaries).toBeGreaterThanOrEqual(5);
    expect(sealed.hits).toEqual([]);
    await closeSheet(page);

    await shell.unlockByKeyboard();
    await shell.open('Evidence');
    const items = savedItems(shell);
    await expect(items).toHaveCount(1, { timeout: 15_000 });
    await expect(items).toHaveText(/^Video · 0:(0[5-9]|[1-5]\d)/);
    await expect(items).toContainText('Recorded by the alarm while the calculator was showing');
    await expect(items).not.toContainText('Cut off while recording');

    await items.getByRole('button', { name: 'Play', exact: true }).click();
    const player = shell.panel.locator('video');
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 })
      .toBeGreaterThan(3);

    // Imported: the sealed copies are gone, and nothing in IndexedDB is the video in the clear.
    expect(await sealedSlices(page)).toBe(0);
    expect((await plaintextInIndexedDb(page)).hits).toEqual([]);
  });

  test('the decoy never lists a recording made while locked; the real vault does', async ({
    page,
  }) => {
    const calc = new Calculator(page);
    const shell = new SafetyShell(page);
    await page.goto('/');
    await shell.unlockByKeyboard();
    await new SetupDialog(page).save('246813', '135792');
    await shell.hide();
    await page.reload();
    await calc.expectVisible();

    await panicAndRecord(page);
    await closeSheet(page);

    // The duress code: the decoy's evidence is empty, however long the recording has run.
    await calc.type('135792=');
    await shell.expectOpen();
    await new SetupDialog(page).notNow();
    await shell.open('Evidence');
    await expect(shell.panel.getByText('No saved evidence yet.')).toBeVisible();
    await expect(savedItems(shell)).toHaveCount(0);
    await shell.hide();

    await calc.type('C246813=');
    await shell.expectOpen();
    await shell.open('Evidence');
    await expect(savedItems(shell)).toHaveCount(1, { timeout: 15_000 });
    await expect(savedItems(shell)).toContainText(
      'Recorded by the alarm while the calculator was showing',
    );
    await shell.hide();

    // And the decoy still lists nothing after the import.
    await calc.type('C135792=');
    await shell.expectOpen();
    await shell.open('Evidence');
    await expect(shell.panel.getByText('No saved evidence yet.')).toBeVisible();
  });
});
