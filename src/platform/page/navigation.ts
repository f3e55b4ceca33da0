/** Where the page is and where it goes: its origin, a reload, a page in its place, a new tab. */
export function pageOrigin(): string {
  return window.location.origin;
}

export function reloadPage(): void {
  window.location.reload();
}

/** Goes to `url` in place of this page (Back does not return to it). */
export function replacePage(url: string): void {
  window.location.replace(url);
}

/** Opens `url` in a new tab, with no link back to this page; null when the browser blocked it. */
export function openInNewTab(url: string): Window | null {
  return window.open(url, '_blank', 'noopener,noreferrer');
}
