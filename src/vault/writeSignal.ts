/**
 * Says when the open vault's store was written to (any table, this tab or another), so a loop
 * that sends what changed (the cloud backup's) can wake instead of polling. Dexie announces every
 * committed write through its `storagemutated` event (what its live queries use).
 */
import Dexie from 'dexie';
import { getVaultDatabase, isVaultOpen } from './vault';

export function onVaultWrite(listener: () => void): () => void {
  const onMutated = (parts: Record<string, unknown>) => {
    if (!isVaultOpen()) return;
    const prefix = `idb://${getVaultDatabase().name}/`;
    if (Object.keys(parts).some((key) => key.startsWith(prefix))) listener();
  };
  Dexie.on('storagemutated', onMutated);
  return () => Dexie.on('storagemutated').unsubscribe(onMutated);
}
