/**
 * Test double for `../../vault` (used only through `vi.mock('../../vault', () => import(...))`):
 * an in-memory meta store with a live `useMeta`, and spies for the evidence tables and the wipe.
 */
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { MetaName, MetaValues } from '../../vault';

const meta = new Map<MetaName, unknown>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const fakeMeta = {
  get: <K extends MetaName>(name: K) => meta.get(name) as MetaValues[K] | undefined,
  set<K extends MetaName>(name: K, value: MetaValues[K]) {
    meta.set(name, value);
    changed();
  },
  reset() {
    meta.clear();
    changed();
  },
};

export const readMeta = vi.fn(async (name: MetaName) => meta.get(name));
export const writeMeta = vi.fn(async <K extends MetaName>(name: K, value: MetaValues[K]) => {
  fakeMeta.set(name, value);
});

export function useMeta<K extends MetaName>(name: K, fallback: MetaValues[K]): MetaValues[K] {
  useSyncExternalStore(subscribe, () => version);
  return (meta.get(name) as MetaValues[K] | undefined) ?? fallback;
}

export const tables = {
  recordings: { clear: vi.fn(async () => undefined) },
  mediaChunks: { clear: vi.fn(async () => undefined) },
  evidenceNotes: { clear: vi.fn(async () => undefined) },
};
export const getVaultDatabase = vi.fn(() => tables);
/** The vault's auto-delete (nothing is recording in these tests): every evidence table emptied. */
export const deleteEvidenceExceptRecording = vi.fn(async () => {
  await Promise.all(Object.values(tables).map((table) => table.clear()));
});
export const isVaultOpen = vi.fn(() => true);
export const wipeAllData = vi.fn(async () => undefined);
/** Cloud backup off: the wipe deletes the account as before. */
export const cloudBackupState = vi.fn(async () => ({ on: false, wipeDeletes: false }));
/** The SOS essentials' copy of the auto-delete deadline (what the next start reads). */
export const essentials = { autoDeleteAt: null as number | null | undefined };
export const updateSosEssentials = vi.fn(async (change: { autoDeleteAt?: number | null }) => {
  if ('autoDeleteAt' in change) essentials.autoDeleteAt = change.autoDeleteAt;
  return null;
});
