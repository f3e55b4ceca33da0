// @vitest-environment node
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mock-api/node';
import { mockState } from '../../../mock-api/state';
import { addJournalEntry, deleteJournalEntry } from '../../features/journal/journalRepository';
import { getVaultDatabase, sealForServer } from '../../vault';
import { setupOutboxHarness } from './harness.test-support';
import { outboxIdle, pullAgain } from './lifecycle';
import { trackUsage } from './records';

const h = setupOutboxHarness();
const requests = () => h.seen().map((r) => `${r.method} ${r.path}`);
const start = () => h.start();

describe('pulls', () => {
  it('fetch every list after unlock and merge it into the vault', async () => {
    const state = mockState();
    const sealed = await sealForServer('Kept on the server', 'journal:j1');
    state.journal = [
      { id: 'j1', content: sealed, createdAt: '2026-01-02T10:00:00.000Z' },
      { id: 'j2', content: 'plain text from elsewhere', createdAt: '2026-01-02T10:00:00.000Z' },
      { id: 'j3', content: sealed, createdAt: '2026-01-02T10:00:00.000Z' }, // bound to j1
    ];
    state.watchlist = [
      { id: 'w1', name: await sealForServer('Sam', 'watchlist:w1') },
      { id: 'w2', name: 'Plain name from elsewhere' },
      { id: 'w3', name: await sealForServer('Sam', 'watchlist:w1') }, // bound to w1
    ];
    state.reports = [
      {
        id: 'r1',
        category: 'scam',
        description: 'Fake job',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    const at = '2026-01-03T00:00:00.000Z';
    state.checkins = [
      {
        id: 'c1',
        status: 'safe',
        location: await sealForServer('1,2', 'checkin:c1'),
        createdAt: at,
      },
      // The duress alarm's check-in is sent unsealed (it may come from the decoy): not imported.
      { id: 'c2', status: 'help', location: '51.5,-0.1', createdAt: at },
      {
        id: 'c3',
        status: 'help',
        location: await sealForServer('1,2', 'journal:c3'),
        createdAt: at,
      },
    ];
    state.subscription = {
      status: 'active',
      plan: 'unlimited',
      trialEnd: null,
      friendAccess: true,
    };
    state.usage = { audio: 1, photo: 2, video: 0, total: 3 };
    start();
    await outboxIdle();
    expect(requests().sort()).toEqual(
      [
        'checkin',
        'community-reports',
        'journal',
        'subscription/status',
        'subscription/usage',
        'watchlist',
      ].map((p) => `GET /api/${p}`),
    );
    const db = getVaultDatabase();
    expect(await db.journal.toArray()).toEqual([
      {
        id: 'j1',
        content: 'Kept on the server',
        createdAt: Date.parse('2026-01-02T10:00:00.000Z'),
      },
    ]);
    expect(await db.watchlist.toArray()).toEqual([
      expect.objectContaining({ id: 'w1', name: 'Sam' }),
    ]);
    expect(await db.communityReports.toArray()).toMatchObject([{ id: 'r1', category: 'scam' }]);
    expect(await db.checkins.toArray()).toEqual([
      { id: 'c1', status: 'safe', location: '1,2', createdAt: Date.parse(at) },
    ]);
    expect(await db.subscription.get('status')).toMatchObject({
      status: 'active',
      friendAccess: true,
    });
    expect(await db.usage.get('usage')).toEqual({
      id: 'usage',
      audio: 1,
      photo: 2,
      video: 0,
      total: 3,
    });
  });

  it('count usage not delivered yet on top of the server', async () => {
    mockState().usage = { audio: 4, photo: 0, video: 0, total: 4 };
    server.use(http.post('*/api/subscription/track-usage', () => HttpResponse.error()));
    start();
    await outboxIdle();
    await trackUsage('photo');
    await outboxIdle();
    pullAgain(['usage']);
    await outboxIdle();
    expect(await getVaultDatabase().usage.get('usage')).toMatchObject({
      audio: 4,
      photo: 1,
      total: 5,
    });
  });

  it('never run while a call is in flight, so a deleted record never comes back', async () => {
    start();
    const added = await addJournalEntry('Soon deleted');
    await outboxIdle();
    if (!added.ok) throw new Error('not added');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/journal', async () => {
        await held;
        return undefined; // then the reference handler answers, with the entry still there
      }),
    );
    h.seen().length = 0;
    pullAgain(['journal']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await deleteJournalEntry(added.entry.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests()).toEqual(['GET /api/journal']);
    release();
    await outboxIdle();
    expect(requests()).toEqual(['GET /api/journal', `DELETE /api/journal/${added.entry.id}`]);
    expect(await getVaultDatabase().journal.count()).toBe(0);
    expect(mockState().journal).toEqual([]);
  });
});
