/**
 * Page visibility. `onHidden` calls back whenever the app leaves the screen: the tab or app is
 * hidden (switching apps, the screen turning off, another tab) or the page is being left
 * (`pagehide`, which also covers the back-forward cache). Returns the unsubscribe.
 */
export function onHidden(callback: () => void): () => void {
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') callback();
  };
  const onPageHide = () => callback();
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', onPageHide);
  };
}

/** Whether the page is on screen (true outside a browser, where nothing hides it). */
export function isPageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

/** Calls back whenever the page is shown or hidden. Returns the unsubscribe. */
export function onVisibilityChange(callback: () => void): () => void {
  document.addEventListener('visibilitychange', callback);
  return () => document.removeEventListener('visibilitychange', callback);
}
