/**
 * The page itself: its title and language, its elements, focus and selection, where it is
 * (origin, reload, leaving) and the events of its window. Returns of `on…` unsubscribe.
 */
export function setPageTitle(title: string): void {
  document.title = title;
}

export function setPageLanguage(language: string, dir: 'ltr' | 'rtl'): void {
  document.documentElement.lang = language;
  document.documentElement.dir = dir;
}

export function pageElement(id: string): HTMLElement | null {
  return document.getElementById(id);
}

/** The element that has focus, if it is an HTML element. */
export function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/** Selects the text of `element` (as a drag over it would). */
export function selectContents(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

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

export function onWindow<K extends keyof WindowEventMap>(
  type: K,
  listener: (event: WindowEventMap[K]) => void,
  options?: boolean | AddEventListenerOptions,
): () => void {
  window.addEventListener(type, listener, options);
  return () => window.removeEventListener(type, listener, options);
}

/** The window as an event target (online, storage...); null outside a browser. */
export function windowEvents(): EventTarget | null {
  return typeof window === 'undefined' ? null : window;
}
