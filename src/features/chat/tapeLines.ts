import { useSyncExternalStore } from 'react';
import { calculatorTape, subscribeTape, type TapeLine } from '../../session';

/**
 * Plausible everyday sums (a shopping total, splitting a bill, a discount) shown under the user's
 * own, so the tape never looks empty or new: an empty history in a calculator that says "Chat"
 * would be the odd thing.
 */
export const EVERYDAY_SUMS: readonly TapeLine[] = [
  { expression: '245 + 380', result: '625' },
  { expression: '1200 ÷ 12', result: '100' },
  { expression: '18.5 × 4', result: '74' },
  { expression: '960 − 275', result: '685' },
  { expression: '75 × 0.2', result: '15' },
  { expression: '3250 ÷ 5', result: '650' },
];

export const MIN_TAPE_LINES = 6;

/** The user's own sums of this session first (memory only), then everyday ones up to six lines. */
export function tapeToShow(own: readonly TapeLine[]): readonly TapeLine[] {
  if (own.length >= MIN_TAPE_LINES) return own;
  const shown = new Set(own.map((line) => line.expression));
  const everyday = EVERYDAY_SUMS.filter((line) => !shown.has(line.expression));
  return [...own, ...everyday.slice(0, MIN_TAPE_LINES - own.length)];
}

export function useTapeLines(): readonly TapeLine[] {
  const own = useSyncExternalStore(subscribeTape, calculatorTape, calculatorTape);
  return tapeToShow(own);
}
