// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { latestEntries } from './accessLog';

/** A fresh page load: this module's memory of the opening starts again, the databases stay. */
async function pageLoad() {
  vi.resetModules();
  const vault = await import('../../../vault/vault');
  vault.setMinimalKdfForTests();
  return {
    vault,
    essentials: await import('../../../vault/device/essentials'),
    log: await import('./accessLog'),
    drop: await import('../../../vault/device/accessLogDrop'),
    kv: await import('../../../vault/kvStore'),
  };
}

beforeEach(async () => {
  const { STORE_NAMES } = await import('../../../vault/db/schema');
  for (const name of [...STORE_NAMES, 'calculator-keys', 'calculator-device']) {
    await Dexie.delete(name);
  }
});

/** First use: the vault made (with its key pair), sleep mode on or off, then locked. */
async function setUp(sleepMode: boolean) {
  const page = await pageLoad();
  expect(await page.vault.unlockWithCode('77777')).toBe('real');
  await page.log.markRealUnlock();
  if (sleepMode) await page.log.setSleepMode(true);
  page.vault.lockVault();
}

describe('access log', () => {
  it('logs nothing while sleep mode is off', async () => {
    await setUp(false);
    const page = await pageLoad();
    await page.log.logAppOpened(1000);
    expect(await page.vault.unlockWithCode('77777')).toBe('real');
    await page.log.markRealUnlock();
    expect((await page.log.readSleepMode()).log).toEqual([]);
  });

  it('while locked, adds each opening sealed: the locked page cannot read the log back', async () => {
    await setUp(true);
    let page = await pageLoad();
    await page.log.logAppOpened(1000);
    page = await pageLoad();
    await page.log.logAppOpened(2000);
    // Locked: nothing to read, and what is stored is sealed (no field, no time in the clear).
    expect((await page.log.readSleepMode()).log).toEqual([]);
    expect((await page.essentials.readEssentials()).accessLog ?? []).toEqual([]);
    const sealed = await page.kv.kvGet<Uint8Array[]>('calculator-keys', page.drop.SEALED_LOG_ENTRY);
    expect(sealed).toHaveLength(2);
    const text = new TextDecoder('latin1').decode(sealed?.[0]);
    expect(text).not.toMatch(/attempted|"at"|1000/);

    // The real code, in this page load: both in the vault, this opening normal use.
    expect(await page.vault.unlockWithCode('77777')).toBe('real');
    await page.log.markRealUnlock();
    const { log } = await page.log.readSleepMode();
    expect(log.map(({ at, attempted }) => ({ at, attempted }))).toEqual([
      { at: 1000, attempted: true },
      { at: 2000, attempted: false },
    ]);
    expect(await page.kv.kvGet('calculator-keys', page.drop.SEALED_LOG_ENTRY)).toBeUndefined();
  });

  it('a wrong code or the duress code leaves the opening an attempt, and the decoy shows no log', async () => {
    await setUp(true);
    let page = await pageLoad();
    expect(await page.vault.unlockWithCode('77777')).toBe('real');
    expect(await page.vault.setCodes('24681357', '13572468')).toEqual({ ok: true });
    page.vault.lockVault();
    page = await pageLoad();
    await page.log.logAppOpened(1000);
    expect(await page.vault.unlockWithCode('13572468')).toBe('decoy');
    expect((await page.log.readSleepMode()).log).toEqual([]);
    page.vault.lockVault();
    page = await pageLoad();
    expect(await page.vault.unlockWithCode('24681357')).toBe('real');
    await page.log.markRealUnlock();
    await page.log.logAppOpened(2000);
    expect((await page.log.readSleepMode()).log.map((e) => [e.at, e.attempted])).toEqual([
      [1000, true],
      [2000, false],
    ]);
  });

  it('keeps the last 20 entries and the other essentials', async () => {
    await setUp(true);
    let page = await pageLoad();
    await page.essentials.updateEssentials({ message: 'Help me' });
    for (let i = 1; i <= 25; i++) {
      page = await pageLoad();
      await page.log.logAppOpened(i);
    }
    expect(await page.vault.unlockWithCode('77777')).toBe('real');
    await page.log.markRealUnlock();
    const { log } = await page.log.readSleepMode();
    expect(log).toHaveLength(page.drop.ACCESS_LOG_KEPT);
    expect(log[0]?.at).toBe(6);
    expect((await page.essentials.readEssentials()).message).toBe('Help me');
  });

  it('moves a log an earlier version kept in the SOS essentials into the vault', async () => {
    await setUp(true);
    const page = await pageLoad();
    await page.essentials.updateEssentials({
      accessLog: [{ id: 'old', at: 500, attempted: true }],
    });
    expect(await page.vault.unlockWithCode('77777')).toBe('real');
    await page.log.markRealUnlock();
    expect((await page.log.readSleepMode()).log.map((e) => e.id)).toEqual(['old']);
    expect((await page.essentials.readEssentials()).accessLog).toEqual([]);
  });

  it('tells listeners when the log changes', async () => {
    await setUp(true);
    const page = await pageLoad();
    const listener = vi.fn();
    const unsubscribe = page.log.subscribeAccessLog(listener);
    await page.log.logAppOpened(1000);
    expect(await page.vault.unlockWithCode('77777')).toBe('real');
    await page.log.markRealUnlock();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('an unlock before the opening was logged makes it normal use', async () => {
    await setUp(true);
    const page = await pageLoad();
    expect(await page.vault.unlockWithCode('77777')).toBe('real');
    await page.log.markRealUnlock();
    await page.log.logAppOpened(1000);
    expect((await page.log.readSleepMode()).log.map((e) => e.attempted)).toEqual([false]);
  });

  it('shows the last 5, newest first', () => {
    const entries = [1, 2, 3, 4, 5, 6, 7].map((at) => ({ id: `e${at}`, at, attempted: false }));
    expect(latestEntries(entries).map((e) => e.at)).toEqual([7, 6, 5, 4, 3]);
  });
});
