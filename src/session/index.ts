/**
 * The locked-time state every room may read: whether the vault is open (and which one), the
 * public code's retirement, and the calculator's tape. Tiny and free of storage, so the locked
 * calculator can import it without Dexie or libsodium. The first screen's script (src/app/main.ts,
 * src/disguise/) imports ./publicCode and ./calculatorTape themselves: ./session brings zustand,
 * and with it React, which the first chunk must not carry.
 */
export { lockCount, onLock, useSession, type SessionStatus } from './session';
export { openVaultMode, setOpenVaultMode, type OpenVaultMode } from './openMode';
export { HINTS_KEY, isPublicCodeRetired, retirePublicCode } from './publicCode';
export {
  TAPE_LIMIT,
  calculatorTape,
  recordCalculation,
  subscribeTape,
  clearCalculatorTape,
  type TapeLine,
} from './calculatorTape';
