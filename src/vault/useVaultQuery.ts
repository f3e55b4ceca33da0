import { useLiveQuery } from 'dexie-react-hooks';
import type { VaultDatabase } from './db/schema';
import { useSession } from '../session';
import { getVaultDatabase, isVaultOpen } from './vault';

/**
 * Live reads from the open store (dexie-react-hooks behind the app's own hook). While locked it
 * returns the fallback and never touches the database.
 */
export function useVaultQuery<T>(
  query: (db: VaultDatabase) => Promise<T> | T,
  deps: readonly unknown[],
  fallback: T,
): T {
  const status = useSession((s) => s.status);
  const result = useLiveQuery(
    async () => (isVaultOpen() ? query(getVaultDatabase()) : fallback),
    // The caller's deps stand for `query`.
    [status, ...deps],
    fallback,
  );
  return result ?? fallback;
}
