// Live location (issue 26): what the server keeps of a sharing session. Only the session's id, its
// owner and end, and per position the sealed bytes the phone sent and when they arrived: the
// server holds no key and cannot read a position (the key is in the contact's link's fragment).

export { SEALED, SESSION_ID } from '../../common/requests/location';
/** The positions kept per session: older ones are dropped as new ones arrive. */
export const KEEP_POSITIONS = 500;
/** The longest a session may run before it ends by itself (the phone offers 1 h, 8 h, until stopped). */
export const MAX_SESSION_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredPosition {
  /** The server's order of arrival (the reader's cursor), not the phone's sequence number. */
  cursor: number;
  sealed: string;
  arrivedAt: string;
}

export interface LiveSession {
  expiresAt: string;
  positions: StoredPosition[];
}

export interface LocationStore {
  /** False when the id is taken by another account's session. Repeating one's own is fine. */
  create(accountId: string, id: string, expiresAt: string, now: Date): Promise<boolean>;
  /**
   * False when the account has no such live session (unknown, ended or expired). The same sealed
   * position sent again (her phone retrying after a cut connection) is kept once.
   */
  append(accountId: string, id: string, sealed: string, now: Date): Promise<boolean>;
  /** The live session's positions after `cursor`, or null when it is unknown, ended or expired. */
  read(id: string, after: number, now: Date): Promise<LiveSession | null>;
  /** Ends the session and deletes its positions (nothing happens for another account's id). */
  end(accountId: string, id: string): Promise<void>;
  /** Ends every session of the account (the emergency wipe). */
  endAll(accountId: string): Promise<void>;
  /** Every stored row as the database holds it (browser tests look for plaintext there). */
  dump(): Promise<unknown[]>;
}

interface MemorySession {
  accountId: string;
  expiresAt: string;
  positions: StoredPosition[];
}

/** The store in memory (MSW, STORE=memory). */
export function createMemoryLocationStore(): LocationStore {
  const sessions = new Map<string, MemorySession>();
  let cursor = 0;
  const live = (id: string, now: Date) => {
    const session = sessions.get(id);
    if (session && session.expiresAt <= now.toISOString()) {
      sessions.delete(id);
      return null;
    }
    return session ?? null;
  };
  return {
    async create(accountId, id, expiresAt, now) {
      const existing = live(id, now);
      if (existing) return existing.accountId === accountId;
      sessions.set(id, { accountId, expiresAt, positions: [] });
      return true;
    },
    async append(accountId, id, sealed, now) {
      const session = live(id, now);
      if (!session || session.accountId !== accountId) return false;
      if (session.positions.some((p) => p.sealed === sealed)) return true;
      session.positions.push({ cursor: ++cursor, sealed, arrivedAt: now.toISOString() });
      if (session.positions.length > KEEP_POSITIONS) {
        session.positions.splice(0, session.positions.length - KEEP_POSITIONS);
      }
      return true;
    },
    async read(id, after, now) {
      const session = live(id, now);
      if (!session) return null;
      return {
        expiresAt: session.expiresAt,
        positions: session.positions.filter((p) => p.cursor > after),
      };
    },
    async end(accountId, id) {
      if (sessions.get(id)?.accountId === accountId) sessions.delete(id);
    },
    async endAll(accountId) {
      for (const [id, session] of sessions)
        if (session.accountId === accountId) sessions.delete(id);
    },
    async dump() {
      return [...sessions.entries()].map(([id, s]) => ({ id, ...s }));
    },
  };
}
