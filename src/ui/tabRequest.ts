/**
 * A feature asks the interface for a tab by name ("emergency", "shop": src/shell/tabs.ts); the shell,
 * which owns the selected tab, listens and shows it. No feature reaches into the shell's DOM.
 * A request while no shell is mounted (the locked calculator) is dropped.
 */
type Listener = (tab: string) => void;

const listeners = new Set<Listener>();

export function requestTab(tab: string): void {
  for (const listener of listeners) listener(tab);
}

/** The shell's side: called with each requested tab name; returns the unsubscribe. */
export function onTabRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
