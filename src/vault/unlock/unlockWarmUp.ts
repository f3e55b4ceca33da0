import { deviceMemoryGib } from '../../platform/device/device';
import { warmKdf } from '../crypto';
import { loadKeyring } from './keyring';

/**
 * Below this much memory (navigator.deviceMemory, GiB, Chromium's rounded figure) the warm-up is
 * left out: on a 1 GB phone, 128 MiB held from the opening of a calculator that may never be
 * unlocked can push other apps (a messenger the person relies on) out of memory. Such a phone's
 * first unlock pays for its memory as before (about 100 ms here).
 */
const MIN_DEVICE_MEMORY_GIB = 2;

/**
 * At idle on the locked calculator, where a key ring exists (someone has set up the vault): the
 * KDF worker readies Argon2id at the ring's parameters (warmKdf), so that a code typed soon after
 * opening unlocks as fast as a later one. Without a ring there is nothing a code could open yet
 * (only the default code creates the vault), so no memory is taken for it.
 */
export async function warmUnlock(): Promise<void> {
  const memory = deviceMemoryGib();
  if (memory !== null && memory < MIN_DEVICE_MEMORY_GIB) return;
  const keyring = await loadKeyring();
  if (keyring) warmKdf(keyring.params);
}
