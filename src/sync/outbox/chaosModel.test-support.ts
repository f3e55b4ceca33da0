/**
 * Test support for chaos.test.ts: the user's intended state, random operations that change it
 * through the real writers, and the comparison with the server and the vault afterwards.
 */
import { expect } from 'vitest';
import type { ChaosControl } from '../../../mock-api/chaos';
import type { MockState } from '../../../mock-api/state';
import { getVaultDatabase, openFromServer, SERVER_COPY_PREFIX } from '../../vault';
import type { CheckIn, CommunityReport } from '../../vault';
import { addCommunityReport, addWatchlistItem, deleteWatchlistItem, trackUsage } from './records';

/** The writers of features that live outside src/sync, passed in by the test. */
export interface FeatureWriters {
  addJournalEntry: (content: string) => Promise<{ ok: boolean; entry?: { id: string } }>;
  deleteJournalEntry: (id: string) => Promise<{ ok: boolean }>;
  recordCheckIn: (status: CheckIn['status'], location: string) => Promise<{ record: CheckIn }>;
}

export interface ChaosModel {
  journal: Map<string, string>;
  watchlist: Map<string, string>;
  reports: Map<string, Pick<CommunityReport, 'category' | 'description'>>;
  checkins: Map<string, Pick<CheckIn, 'status' | 'location'>>;
  usage: { audio: number; photo: number; video: number };
}

export const emptyModel = (): ChaosModel => ({
  journal: new Map(),
  watchlist: new Map(),
  reports: new Map(),
  checkins: new Map(),
  usage: { audio: 0, photo: 0, video: 0 },
});

function pick<T>(random: () => number, items: readonly T[]): T | undefined {
  return items[Math.floor(random() * items.length)];
}

const CATEGORIES = ['person', 'location', 'scam', 'other'] as const;
const ACTIONS = ['audio', 'photo', 'video'] as const;

function ok<T>(result: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!result.ok) throw new Error(`write refused: ${result.reason}`);
  return result.value;
}

/** One user action, chosen by weight: creates, deletes of existing records, counts. */
export async function runOperation(
  model: ChaosModel,
  random: () => number,
  label: string,
  writers: FeatureWriters,
) {
  const roll = random();
  if (roll < 0.2) {
    const content = `journal ${label} plaintext-marker`;
    const added = await writers.addJournalEntry(content);
    if (!added.ok || !added.entry) throw new Error('journal write refused');
    model.journal.set(added.entry.id, content);
  } else if (roll < 0.32) {
    const id = pick(random, [...model.journal.keys()]);
    if (id === undefined) return;
    if (!(await writers.deleteJournalEntry(id)).ok) throw new Error('journal delete refused');
    model.journal.delete(id);
  } else if (roll < 0.47) {
    const item = ok(await addWatchlistItem(`Name ${label}`));
    model.watchlist.set(item.id, item.name);
  } else if (roll < 0.57) {
    const id = pick(random, [...model.watchlist.keys()]);
    if (id === undefined) return;
    ok(await deleteWatchlistItem(id));
    model.watchlist.delete(id);
  } else if (roll < 0.67) {
    const category = pick(random, CATEGORIES) ?? 'other';
    const report = ok(await addCommunityReport(category, `Report ${label}`));
    model.reports.set(report.id, { category, description: report.description });
  } else if (roll < 0.8) {
    const status = random() < 0.5 ? 'safe' : 'help';
    const { record } = await writers.recordCheckIn(status, `51.${label},-0.1`);
    model.checkins.set(record.id, { status, location: record.location });
  } else {
    const action = pick(random, ACTIONS) ?? 'audio';
    ok(await trackUsage(action));
    model.usage[action] += 1;
  }
}

const byId = <T extends { id: string }, V>(items: readonly T[], value: (item: T) => V) =>
  new Map(items.map((item) => [item.id, value(item)]));

function expectAppliedOnce(control: ChaosControl, path: string): void {
  for (const method of ['POST', 'DELETE']) {
    const ids = control.applied
      .filter((w) => w.method === method && w.path.startsWith(path))
      .map((w) => w.id);
    expect(ids.length, `${method} ${path}: an id applied twice`).toBe(new Set(ids).size);
  }
}

/** The server and the vault both hold exactly the model; every write was applied once. */
export async function checkOutcome(model: ChaosModel, control: ChaosControl, server: MockState) {
  // Watchlist names and check-in places reach the server only sealed, each bound to its record.
  const opened = async <T extends { id: string }>(
    items: T[],
    field: (i: T) => string,
    kind: string,
  ) =>
    new Map(
      await Promise.all(
        items.map(async (i) => [i.id, await openFromServer(field(i), `${kind}:${i.id}`)] as const),
      ),
    );
  expect(await opened(server.watchlist, (w) => w.name, 'watchlist')).toEqual(model.watchlist);
  expect(
    byId(server.reports, (r) => ({ category: r.category, description: r.description })),
  ).toEqual(model.reports);
  const places = await opened(server.checkins, (c) => c.location, 'checkin');
  expect(byId(server.checkins, (c) => ({ status: c.status, location: places.get(c.id) }))).toEqual(
    model.checkins,
  );
  const total = model.usage.audio + model.usage.photo + model.usage.video;
  expect(server.usage).toEqual({ ...model.usage, total });
  expect(server.writes['POST /api/subscription/track-usage'] ?? 0).toBe(total);
  expect(server.writes['POST /api/checkin'] ?? 0).toBe(model.checkins.size);
  for (const path of ['/api/journal', '/api/watchlist', '/api/community-reports', '/api/checkin']) {
    expectAppliedOnce(control, path);
  }
  // The journal: exactly the model's entries, each only as ciphertext that opens to its text.
  const serverJournal = new Map<string, string | null>();
  for (const entry of server.journal) {
    expect(entry.content.startsWith(SERVER_COPY_PREFIX)).toBe(true);
    serverJournal.set(entry.id, await openFromServer(entry.content, `journal:${entry.id}`));
  }
  expect(serverJournal).toEqual(model.journal);
  const sealedBodies = control.bodies.filter((b) =>
    ['/api/journal', '/api/watchlist', '/api/checkin'].includes(b.path),
  );
  expect(sealedBodies.some((b) => /plaintext-marker|Name |51\./.test(b.body))).toBe(false);
  // The vault: nothing lost, nothing brought back by a pull.
  const db = getVaultDatabase();
  expect(byId(await db.journal.toArray(), (j) => j.content)).toEqual(model.journal);
  expect(byId(await db.watchlist.toArray(), (w) => w.name)).toEqual(model.watchlist);
  expect(new Set(await db.communityReports.toCollection().primaryKeys())).toEqual(
    new Set(model.reports.keys()),
  );
  expect(new Set(await db.checkins.toCollection().primaryKeys())).toEqual(
    new Set(model.checkins.keys()),
  );
  expect(await db.usage.get('usage')).toEqual({ id: 'usage', ...model.usage, total });
}
