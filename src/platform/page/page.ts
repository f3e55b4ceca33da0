/**
 * The page itself: its title and language, its elements and the events of its window (`onWindow`
 * returns the unsubscribe). Where it is and where it goes: navigation.ts; focus: focus.ts.
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
