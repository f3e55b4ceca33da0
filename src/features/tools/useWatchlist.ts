import { isCorrupt, useVaultQuery, type WatchlistItem } from '../../vault';

const NONE: WatchlistItem[] = [];

/** The watchlist from the vault, oldest first (the outbox syncs it with /api/watchlist). */
export function useWatchlist(): WatchlistItem[] {
  return useVaultQuery(
    async (db) =>
      (await db.watchlist.toArray())
        .filter((item) => !isCorrupt(item))
        .sort((a, b) => a.createdAt - b.createdAt),
    [],
    NONE,
  );
}
