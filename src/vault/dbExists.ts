/**
 * Whether an IndexedDB database exists, without creating it (opening one creates it). Reads that run
 * on every app start — the SOS essentials, the key ring — use this, so that after a wipe, or on a
 * fresh install, simply opening the calculator leaves no database behind. Where the browser cannot
 * list databases, it answers true and the caller opens as before.
 */
export async function databaseExists(name: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === name);
  } catch {
    return true;
  }
}
