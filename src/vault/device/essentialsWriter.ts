import { type SosEssentials, updateEssentials } from './essentials';
import { vaultMode } from '../vault';

/** Only the real vault updates the essentials: a decoy session must never replace the real contacts. */
export async function updateSosEssentials(
  change: Partial<Omit<SosEssentials, 'v'>>,
): Promise<SosEssentials | null> {
  if (vaultMode() !== 'real') return null;
  return updateEssentials(change);
}
