/**
 * The contact's link of the session being shared, while the interface is open (null otherwise):
 * the SOS message adds it (SosAlert.ts). Tiny and dependency-free, so the SOS sheet, which also
 * opens over the locked calculator, loads nothing of live location to read it.
 */
let link: string | null = null;

export const currentLiveLink = (): string | null => link;

/** The same link as the server's alerts take it, `/follow/<id>#<key>`: it adds its own address. */
export function currentLivePath(): string | null {
  if (link === null) return null;
  const url = new URL(link);
  return url.pathname + url.hash;
}

/** For a request to the server's alerts: `{ liveLink }` while she shares, else nothing. */
export const liveLinkField = (): { liveLink?: string } => {
  const path = currentLivePath();
  return path === null ? {} : { liveLink: path };
};

export function setCurrentLiveLink(value: string | null): void {
  link = value;
}
