import { localFlagStore, readLocalFlag } from '../platform/page/localFlag';

/**
 * Whether the public code (77777) still opens the vault. A new user needs the calculator's footer
 * hint to find the interface; once they have chosen their own code, 77777 opens nothing and the
 * footer must not advertise it (nor the brand), and 11111 must not pretend to open anything.
 *
 * It is a plain flag readable synchronously on the locked calculator (the first screen cannot wait
 * for IndexedDB, and must not load the vault to decide what its footer says). It holds no code and
 * a neutral name: a calculator that remembers "hints off" says nothing about what it hides. The
 * wipe clears it with the rest of local storage, so a wiped app is a fresh calculator again.
 */
export const HINTS_KEY = 'calculator-hints';
const RETIRED = 'off';

export function isPublicCodeRetired(): boolean {
  return readLocalFlag(HINTS_KEY) === RETIRED;
}

/** Called by the vault once a code of the user's own has replaced the public one. */
export function retirePublicCode(): void {
  localFlagStore()?.setItem(HINTS_KEY, RETIRED);
}
