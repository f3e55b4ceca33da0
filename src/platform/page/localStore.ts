/**
 * Local and session storage: the few small flags kept there (the language, the sign-in memory; the
 * first screen reads through localFlag.ts). Storage may be blocked (private mode, a policy): a read
 * then gives null and a write is lost, never an error.
 */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Full or blocked: the value still holds for this visit where the caller keeps it.
  }
}

export function removeLocal(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Blocked: nothing was written there either.
  }
}

/** Empties local and session storage (the wipe). */
export function clearWebStorage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage blocked: nothing was written there either.
  }
}
