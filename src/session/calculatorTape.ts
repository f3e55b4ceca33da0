/**
 * The calculator's history tape, in memory only: the Chat tab shows it as its disguise. It is
 * never written anywhere (no storage, no vault), so a reload, a new tab or a wipe forgets it, and
 * only finished sums with an operator are kept: a code followed by "=" is not a calculation and is
 * never recorded. It lives here, beside `session.ts`, because both the calculator (which may import
 * only the vault's session side) and the features read it; it is tiny and has no dependency.
 */
export interface TapeLine {
  expression: string;
  result: string;
}

export const TAPE_LIMIT = 12;

let lines: readonly TapeLine[] = [];
const listeners = new Set<() => void>();

export function recordCalculation(line: TapeLine): void {
  lines = [line, ...lines].slice(0, TAPE_LIMIT);
  for (const listener of listeners) listener();
}

/** Newest first. */
export function calculatorTape(): readonly TapeLine[] {
  return lines;
}

export function subscribeTape(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests. */
export function clearCalculatorTape(): void {
  lines = [];
  for (const listener of listeners) listener();
}
