import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDeviceKey } from '../../vault/deviceKey';
import { readEssentials, updateEssentials } from '../../vault/essentials';
import {
  ACCESS_LOG_KEPT,
  latestEntries,
  logAppOpened,
  markRealUnlock,
  setSleepMode,
  subscribeAccessLog,
} from './accessLog';

afterEach(async () => {
  await destroyDeviceKey();
});

const log = async () => (await readEssentials()).accessLog ?? [];

describe('access log', () => {
  it('logs nothing while sleep mode is off', async () => {
    await logAppOpened(1000);
    await markRealUnlock();
    expect(await log()).toEqual([]);
    expect((await readEssentials()).sleepMode).toBe(false);
  });

  it('logs each opening as an attempt while sleep mode is on', async () => {
    await setSleepMode(true);
    await logAppOpened(1000);
    await logAppOpened(2000);
    const entries = await log();
    expect(entries.map(({ at, attempted }) => ({ at, attempted }))).toEqual([
      { at: 1000, attempted: true },
      { at: 2000, attempted: true },
    ]);
    expect(new Set(entries.map((e) => e.id)).size).toBe(2);
  });

  it('markRealUnlock marks only this opening as normal use', async () => {
    await setSleepMode(true);
    await logAppOpened(1000);
    await logAppOpened(2000);
    await markRealUnlock();
    expect((await log()).map((e) => e.attempted)).toEqual([true, false]);
  });

  it('a wrong or duress code leaves the opening an attempt', async () => {
    await setSleepMode(true);
    await logAppOpened(1000);
    expect((await log()).map((e) => e.attempted)).toEqual([true]);
  });

  it('keeps the last 20 entries and the other essentials', async () => {
    await updateEssentials({ message: 'Help me' });
    await setSleepMode(true);
    for (let i = 1; i <= 25; i++) await logAppOpened(i);
    const entries = await log();
    expect(entries).toHaveLength(ACCESS_LOG_KEPT);
    expect(entries[0]?.at).toBe(6);
    expect((await readEssentials()).message).toBe('Help me');
  });

  it('tells listeners when the log changes', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAccessLog(listener);
    await setSleepMode(true);
    await logAppOpened(1000);
    await markRealUnlock();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('an unlock before the opening was logged makes it normal use', async () => {
    vi.resetModules();
    const fresh = await import('./accessLog');
    await fresh.setSleepMode(true);
    await fresh.markRealUnlock();
    await fresh.logAppOpened(1000);
    expect((await log()).map((e) => e.attempted)).toEqual([false]);
  });

  it('shows the last 5, newest first', () => {
    const entries = [1, 2, 3, 4, 5, 6, 7].map((at) => ({ id: `e${at}`, at, attempted: false }));
    expect(latestEntries(entries).map((e) => e.at)).toEqual([7, 6, 5, 4, 3]);
  });
});
