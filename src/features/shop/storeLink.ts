/**
 * The external store's address, set at build time (VITE_STORE_URL). There is no default: a link
 * to an address nobody here controls could send a person at risk anywhere. Without one, "Visit
 * Store" is not shown and the in-app shop still works.
 */
export function storeUrl(): string | null {
  const value: unknown = import.meta.env.VITE_STORE_URL;
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
