import type { CalculatorState } from '../engine';

/**
 * The vanilla calculator's state when React takes over the screen (a toast, the SOS sheet, an update
 * bar): the React calculator starts from it, so the number on screen does not change. Read by the
 * first React calculator to mount, then cleared (a calculator shown after a lock starts afresh).
 */
let seed: CalculatorState | null = null;

export function seedCalculator(state: CalculatorState): void {
  seed = state;
}

export function peekCalculatorSeed(): CalculatorState | null {
  return seed;
}

export function clearCalculatorSeed(): void {
  seed = null;
}
