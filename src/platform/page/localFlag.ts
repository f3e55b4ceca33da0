/**
 * The first screen's reads of local storage (the language, the public code's hint), apart from
 * localStore.ts so that they stay in the calculator's own script. Blocked storage reads as null.
 */
export function localFlagStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readLocalFlag(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
