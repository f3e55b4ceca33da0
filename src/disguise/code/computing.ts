import type { GateAction } from './gate';

/**
 * "The calculator is working": the display's digits dim and pulse while a typed code is checked,
 * since deriving its key takes a second or more on a slow phone, and a screen that does not change
 * leaves a person unsure whether she typed it. Both calculators (the first screen's and React's)
 * show it; the code's check (`runSecretAction`) says when it starts and ends.
 *
 * It must never tell a code from a sum: it shows for every key press that starts a check, the same
 * for a code that opens something as for one that opens nothing (`showsComputing`). No text, no
 * sound: a calculator busy with a long number.
 */
type Listener = (busy: boolean) => void;

/** The display's class while busy (calculator.css). */
export const COMPUTING_CLASS = 'calc-display--busy';

let running = 0;
const listeners = new Set<Listener>();

export function isComputing(): boolean {
  return running > 0;
}

export function onComputingChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts showing the calculator at work; the returned function ends this one (once). */
export function beginComputing(): () => void {
  running += 1;
  if (running === 1) for (const listener of listeners) listener(true);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
    if (running === 0) for (const listener of listeners) listener(false);
  };
}

/**
 * Whether a gate action starts a key derivation a watcher could wait through: every "digits then ="
 * candidate (a code or a sum alike), the friend code and the public code while 77777 still opens
 * the interface (the calculator's footer advertises it then). Once the user's own code has retired
 * 77777, typing it shows nothing, as on any calculator, though the vault still checks it. The panic
 * shows nothing either: it resets the display at once.
 */
export function showsComputing(action: GateAction, publicCodeRetired: boolean): boolean {
  switch (action.kind) {
    case 'candidate':
    case 'friend':
      return true;
    case 'unlock':
      return !publicCodeRetired;
    case 'panic':
      return false;
  }
}
