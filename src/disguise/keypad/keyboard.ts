import type { CalcKey } from '../engine';

/** Physical keyboard to calculator keys (UI-CONTRACT.md). */
const KEY_MAP: Record<string, CalcKey> = {
  '0': '0',
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '.': '.',
  ',': '.',
  '+': '+',
  '-': '-',
  '*': '*',
  x: '*',
  X: '*',
  '/': '/',
  '%': '%',
  '=': '=',
  Enter: '=',
  Escape: 'C',
  Backspace: 'Backspace',
  Delete: 'CE',
  '#': '#',
};

export function calcKeyFromKeyboard(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): CalcKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return KEY_MAP[event.key] ?? null;
}
