/**
 * The app's own files in Cache Storage (the service worker's precache). The build lists which of
 * them only the interface loads (scripts/appFiles.ts, `/files.json`): their code and texts say what
 * the app is, so the emergency wipe drops them, and the next real unlock while online fetches them
 * back, so the interface opens offline again. The calculator's own files stay: the locked calculator
 * and its alarm keep working offline after a wipe.
 */
const LIST = '/files.json';
const PRECACHE = 'workbox-precache';

interface AppFiles {
  /** What the locked calculator can load. */
  a: string[];
  /** What only the interface loads. */
  b: string[];
}

async function readList(): Promise<AppFiles | null> {
  try {
    const response = await fetch(LIST, { cache: 'no-store' });
    if (!response.ok) return null;
    const list = (await response.json()) as Partial<AppFiles>;
    return Array.isArray(list.a) && Array.isArray(list.b) ? (list as AppFiles) : null;
  } catch {
    return null;
  }
}

async function precaches(): Promise<Cache[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(PRECACHE));
  return Promise.all(names.map((name) => caches.open(name)));
}

/** Removes the interface's files from Cache Storage. Returns how many were removed. */
export async function dropInterfaceFiles(): Promise<number> {
  const list = await readList();
  if (!list) return 0;
  const drop = new Set(list.b);
  let removed = 0;
  for (const cache of await precaches()) {
    for (const request of await cache.keys()) {
      if (drop.has(new URL(request.url).pathname) && (await cache.delete(request))) removed += 1;
    }
  }
  return removed;
}

/** Puts back the interface's files the wipe removed (online; each file once). Returns how many. */
export async function restoreInterfaceFiles(): Promise<number> {
  const [cache] = await precaches();
  const list = cache ? await readList() : null;
  if (!cache || !list) return 0;
  const present = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  // Only when the wipe dropped them: a build whose precache never held them is left alone.
  if (list.a.some((path) => !present.has(path))) return 0;
  let restored = 0;
  for (const path of list.b) {
    if (present.has(path)) continue;
    try {
      const response = await fetch(path, { cache: 'no-cache' });
      if (!response.ok) continue;
      await cache.put(new URL(path, location.origin).href, response);
      restored += 1;
    } catch {
      return restored; // offline: the next unlock tries again
    }
  }
  return restored;
}
