// @vitest-environment node
import 'fake-indexeddb/auto';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { recordCheckIn } from '../../features/emergency/checkIn/checkInRepository';
import { addJournalEntry } from '../../features/journal/journalRepository';
import { isVaultOpen } from '../../vault';
import { useSession } from '../../session';
import { handleServiceWorkerMessage, setBackgroundSyncRegistration } from '../backgroundSync';
import { useSyncState } from '../syncState';
import { setupOutboxHarness } from './harness.test-support';
import { openTestVault } from '../../vault/testing/vault.test-support';

const h = setupOutboxHarness();

describe('outbox life', () => {
  it('holds while offline and delivers on online at once, whatever the backoff', async () => {
    h.start();
    h.failNextJournalWrites(1, () => HttpResponse.error());
    await addJournalEntry('one');
    await h.settle();
    h.events().dispatchEvent(new Event('offline'));
    expect(useSyncState.getState().offline).toBe(true);
    h.events().dispatchEvent(new Event('online'));
    await h.settle();
    expect(await h.queue()).toEqual([]);
    expect(useSyncState.getState().offline).toBe(false);
  });

  it('asks for Background Sync while calls wait for the network, and wakes on it', async () => {
    const register = vi.fn().mockResolvedValue(undefined);
    setBackgroundSyncRegistration({ sync: { register } });
    h.start();
    h.failNextJournalWrites(1, () => HttpResponse.error());
    await addJournalEntry('one');
    await h.settle();
    expect(register).toHaveBeenCalledWith('calculator-sync');
    handleServiceWorkerMessage({ type: 'calculator-sync' });
    await h.settle();
    expect(await h.queue()).toEqual([]);
    setBackgroundSyncRegistration(null);
  });

  it('pulls the check-ins again after a check-in is delivered', async () => {
    h.start();
    await h.settle();
    h.seen().length = 0;
    await recordCheckIn('safe', '51.5,-0.1');
    await h.settle();
    expect(h.seen().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/checkin',
      'GET /api/checkin',
    ]);
  });

  it('stops on lock, keeps the queue sealed, and delivers after the next unlock', async () => {
    h.start();
    h.events().dispatchEvent(new Event('offline'));
    await addJournalEntry('one');
    useSession.getState().lock();
    expect(isVaultOpen()).toBe(false);
    expect(useSyncState.getState()).toMatchObject({ active: false, pending: 0 });
    h.events().dispatchEvent(new Event('online'));
    expect(h.writesSent()).toEqual([]);
    await openTestVault();
    h.start();
    await h.settle();
    expect(h.applied('POST /api/journal')).toBe(1);
  });

  it('does not start while locked', () => {
    useSession.getState().lock();
    h.start();
    expect(useSyncState.getState().active).toBe(false);
  });
});
