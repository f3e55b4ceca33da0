import type { CalcKey } from '../engine';
import type { ButtonSymbols } from './contentFile';
import type { CalculatorStringKey } from './translate';

/**
 * The keypad, one source for the React screen and for the markup the build writes into index.html
 * (and the vanilla script that drives it), so the two can never drift apart.
 */
export interface KeySpec {
  key: CalcKey;
  /** Accessible name key (digits are named by their own text). */
  name?: CalculatorStringKey;
  symbol?: keyof ButtonSymbols;
  look: 'digit' | 'function' | 'operator';
  wide?: boolean;
}

export const KEYPAD: KeySpec[] = [
  { key: 'C', name: 'keys.clear', symbol: 'clear', look: 'function' },
  { key: '±', name: 'keys.toggleSign', symbol: 'toggleSign', look: 'function' },
  { key: '%', name: 'keys.percent', symbol: 'percent', look: 'function' },
  { key: '/', name: 'keys.divide', symbol: 'divide', look: 'operator' },
  { key: '7', look: 'digit' },
  { key: '8', look: 'digit' },
  { key: '9', look: 'digit' },
  { key: '*', name: 'keys.multiply', symbol: 'multiply', look: 'operator' },
  { key: '4', look: 'digit' },
  { key: '5', look: 'digit' },
  { key: '6', look: 'digit' },
  { key: '-', name: 'keys.subtract', symbol: 'subtract', look: 'operator' },
  { key: '1', look: 'digit' },
  { key: '2', look: 'digit' },
  { key: '3', look: 'digit' },
  { key: '+', name: 'keys.add', symbol: 'add', look: 'operator' },
  { key: '0', look: 'digit', wide: true },
  { key: '.', name: 'keys.decimal', symbol: 'decimal', look: 'digit' },
  { key: '=', name: 'keys.equals', symbol: 'equals', look: 'operator' },
];

/** Shrinks long numbers so they always fit the display without moving anything else. */
export function displaySizeClass(text: string): string {
  if (text.length > 13) return 'calc-display--xs';
  if (text.length > 10) return 'calc-display--s';
  if (text.length > 7) return 'calc-display--m';
  return '';
}

export function keyClassName(spec: KeySpec, active: boolean, flashed: boolean): string {
  return [
    'calc-key',
    `calc-key--${spec.look}`,
    spec.wide ? 'calc-key--wide' : '',
    active ? 'calc-key--active' : '',
    flashed ? 'calc-key--flash' : '',
  ].join(' ');
}
