import { create } from 'zustand';
import { getQuery, resumeOutbox } from '../sync';
import { readLocal, removeLocal, writeLocal } from '../platform/page/localStore';

/**
 * Sign-in state (spec §6): signed in when GET /api/auth/user returns a user, asked once, no retry.
 * Only a flag is remembered on the device (never the user's details), so that a signed-in person
 * keeps /home when offline.
 */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export const SESSION_MEMORY_KEY = 'calculator-session';

interface AuthState {
  status: AuthStatus;
  check: () => Promise<void>;
}

function remembered(): boolean {
  return readLocal(SESSION_MEMORY_KEY) === '1';
}

function remember(signedIn: boolean): void {
  // Storage blocked: the state still holds for this visit.
  if (signedIn) writeLocal(SESSION_MEMORY_KEY, '1');
  else removeLocal(SESSION_MEMORY_KEY);
}

let inFlight: Promise<void> | null = null;

/** Forgets the answer of this page load, so the next check asks again (tests, sign-out). */
export function resetAuthCheck(): void {
  inFlight = null;
  useAuth.setState({ status: remembered() ? 'signedIn' : 'loading' });
}

export const useAuth = create<AuthState>((set) => ({
  status: remembered() ? 'signedIn' : 'loading',
  check: () => {
    inFlight ??= getQuery<unknown>(['/api', 'auth', 'user'], { on401: 'returnNull' })
      .then((user) => {
        remember(user !== null);
        set({ status: user !== null ? 'signedIn' : 'signedOut' });
        // Signed in: the account step checks the session is the vault's account, then an outbox
        // paused by a 401 delivers again (src/sync/account).
        if (user !== null) resumeOutbox();
      })
      .catch(() => {
        // Offline or a server error: keep what the device remembers.
        set({ status: remembered() ? 'signedIn' : 'signedOut' });
      });
    return inFlight;
  },
}));
