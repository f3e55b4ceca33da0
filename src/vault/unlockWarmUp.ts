import { warmKdf } from './crypto';
import { loadKeyring } from './keyring';

/**
 * At idle on the locked calculator, where a key ring exists (someone has set up the vault): the
 * KDF worker readies Argon2id at the ring's parameters (warmKdf), so that a code typed soon after
 * opening unlocks as fast as a later one. Without a ring there is nothing a code could open yet
 * (only the default code creates the vault), so no memory is taken for it.
 */
export async function warmUnlock(): Promise<void> {
  const keyring = await loadKeyring();
  if (keyring) warmKdf(keyring.params);
}
