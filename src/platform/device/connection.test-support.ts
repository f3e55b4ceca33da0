import { installUntilTestEnds } from '../adapter.test-support';
import { connectionSlot, type ConnectionAdapter, type ConnectionKind } from './connection';

/** The network in memory: its kind, and `change(kind)` tells whoever listens, as the browser does. */
export class FakeConnection implements ConnectionAdapter {
  kind: ConnectionKind = 'unknown';
  readonly #listeners = new Set<() => void>();

  connectionKind(): ConnectionKind {
    return this.kind;
  }

  onConnectionChange(callback: () => void): () => void {
    const listener = () => callback();
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** The device moves to another network. */
  change(kind: ConnectionKind): void {
    this.kind = kind;
    for (const listener of [...this.#listeners]) listener();
  }

  /** How many listen now. */
  get listening(): number {
    return this.#listeners.size;
  }
}

/** A fresh FakeConnection in place of the browser's until the current test ends. */
export function installFakeConnection(): FakeConnection {
  return installUntilTestEnds(connectionSlot, new FakeConnection());
}
