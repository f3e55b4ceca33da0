/**
 * Global keyboard shortcuts (Ctrl+Shift+S for the audio recording). Matched on the physical key
 * (`event.code`), so the shortcut works whatever the keyboard layout (Arabic, Persian...). A key
 * held down repeats: only the first press counts.
 */
export interface Shortcut {
  /** KeyboardEvent.code, e.g. 'KeyS'. */
  code: string;
  ctrl: boolean;
  shift: boolean;
}

export function onShortcut(shortcut: Shortcut, callback: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: KeyboardEvent) => {
    if (event.repeat) return;
    if (event.code !== shortcut.code) return;
    if (event.ctrlKey !== shortcut.ctrl || event.shiftKey !== shortcut.shift) return;
    if (event.altKey || event.metaKey) return;
    event.preventDefault();
    callback();
  };
  window.addEventListener('keydown', listener);
  return () => window.removeEventListener('keydown', listener);
}
