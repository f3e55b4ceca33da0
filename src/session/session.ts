import { create } from 'zustand';

/**
 * Whether the safety interface is open. It lives only in memory: a reload, a new tab or a
 * restart always starts locked, on the calculator. The vault issue adds the key to this session.
 */
export type SessionStatus = 'locked' | 'unlocked';

interface SessionState {
  status: SessionStatus;
  unlock: () => void;
  lock: () => void;
}

const lockListeners = new Set<() => void>();
let locks = 0;

/**
 * How many times the session has locked. A code check that started before a lock must not open
 * the interface after it (a slower, older attempt would undo Hide, the idle lock or a locked page).
 */
export function lockCount(): number {
  return locks;
}

/** Stores holding decrypted data register here so that locking resets them. */
export function onLock(listener: () => void): () => void {
  lockListeners.add(listener);
  return () => lockListeners.delete(listener);
}

export const useSession = create<SessionState>((set) => ({
  status: 'locked',
  unlock: () => set({ status: 'unlocked' }),
  lock: () => {
    locks += 1;
    for (const listener of lockListeners) listener();
    set({ status: 'locked' });
  },
}));
