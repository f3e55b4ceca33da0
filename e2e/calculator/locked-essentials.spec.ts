import { expect, test } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { SafetyShell } from '../support/shell';

/**
 * What a devtools console on the locked calculator can read (issue 24, item 2): the SOS essentials
 * open with the device key the page itself may use, so they hold only what the locked alarm needs,
 * numbers and the message, never a contact's name; sleep mode's openings are sealed to the vault's
 * public key, so the locked page can add to the log but not read it.
 */
const NAME = 'Amal Qassem';
const PHONE = '+447700900001';

/** The console snippet an attacker would run: open the device record with the stored key. */
function readEssentialsFromConsole() {
  return async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error ?? new Error('request failed'));
      });
    const db = await request(indexedDB.open('calculator-device'));
    const store = db.transaction('keys').objectStore('keys');
    const key = (await request(store.get('a'))) as CryptoKey;
    const blob = (await request(store.get('b'))) as Uint8Array;
    db.close();
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: blob.slice(1, 13),
        additionalData: new TextEncoder().encode('calculator-device:sos-essentials:1'),
      },
      key,
      blob.slice(13),
    );
    const keys = await request(indexedDB.open('calculator-keys'));
    const kv = keys.transaction('kv').objectStore('kv');
    const sealed = (await request(kv.get('l'))) as Uint8Array[] | undefined;
    const publicKey = await request(kv.get('b'));
    keys.close();
    return {
      publicKey: publicKey instanceof Uint8Array,
      essentials: new TextDecoder().decode(plain),
      sealedLog: (sealed ?? []).map((bytes) => new TextDecoder('latin1').decode(bytes)),
    };
  };
}

test('the locked calculator’s device record holds numbers but no names, and no readable access log', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const calc = new Calculator(page);
  const shell = new SafetyShell(page);
  await calc.goto('/');
  await shell.unlockByKeyboard();
  await shell.open('Emergency');
  const form = page.getByRole('form', { name: 'New emergency contact' });
  await form.getByLabel('Name', { exact: true }).fill(NAME);
  await form.getByLabel('Phone', { exact: true }).fill(PHONE);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('tabpanel')).toContainText(NAME);
  const sleep = page.getByRole('switch', { name: 'Sleep mode' });
  await sleep.click();
  await expect(sleep).toBeChecked();
  // The switch shows at once; a reload before its write has finished would undo it, as closing the
  // app would. Wait until the device record holds it, as a person would not notice.
  // The vault's public key, written beside the unlock, must be there too.
  await expect
    .poll(
      async () => {
        const read = await page.evaluate(readEssentialsFromConsole());
        return read.publicKey && read.essentials.includes('"sleepMode":true');
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // Locked, as after a restart, twice: each opening is logged (sleep mode is on).
  const sealedCount = async () =>
    (await page.evaluate(readEssentialsFromConsole())).sealedLog.length;
  for (const count of [1, 2]) {
    await page.reload();
    await calc.expectVisible();
    await expect.poll(sealedCount, { timeout: 30_000 }).toBe(count);
  }
  const { essentials, sealedLog } = await page.evaluate(readEssentialsFromConsole());
  expect(essentials).toContain(PHONE);
  expect(essentials).not.toContain('Amal');
  expect(essentials).not.toMatch(/"accessLog":\[\{/);
  for (const sealed of sealedLog) expect(sealed).not.toMatch(/attempted|"at"/);

  // The real vault reads what was logged (the first opening an attempt, this one normal use), and
  // still names her contact.
  await shell.unlockByKeyboard();
  await shell.open('Emergency');
  await expect(page.getByRole('tabpanel')).toContainText(NAME);
  await expect(page.getByRole('tabpanel')).toContainText('Opened without your code');
  await expect(page.getByRole('tabpanel')).toContainText('Normal use');
});
