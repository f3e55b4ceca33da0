/**
 * The contact's link of the session being shared, while the interface is open (null otherwise):
 * the SOS message adds it (SosAlert.ts). Tiny and dependency-free, so the SOS sheet, which also
 * opens over the locked calculator, loads nothing of live location to read it.
 */
let link: string | null = null;

export const currentLiveLink = (): string | null => link;

export function setCurrentLiveLink(value: string | null): void {
  link = value;
}
