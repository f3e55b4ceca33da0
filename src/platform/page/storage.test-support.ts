import { installUntilTestEnds } from '../adapter.test-support';
import { storageSlot, type StorageAdapter, type StorageHealth } from './storage';

/**
 * The storage quota in memory: what the browser reports, and whether it grants persistence when
 * asked (a grant makes `health.persisted` true).
 */
export class FakeStorage implements StorageAdapter {
  health: StorageHealth = { usageBytes: 0, quotaBytes: null, persisted: false };
  grantsPersistence = true;
  /** How many times persistence was asked for. */
  persistAsked = 0;

  async requestPersistentStorage(): Promise<boolean> {
    this.persistAsked += 1;
    if (this.grantsPersistence) this.health = { ...this.health, persisted: true };
    return this.grantsPersistence;
  }

  async storageHealth(): Promise<StorageHealth> {
    return { ...this.health };
  }
}

/** A fresh FakeStorage in place of the browser's until the current test ends. */
export function installFakeStorage(): FakeStorage {
  return installUntilTestEnds(storageSlot, new FakeStorage());
}
