import { describe, expect, it } from 'vitest';
import { initialCalculatorState, press, type CalcKey } from './calculator';
import { tapeLineFor } from './tapeLine';

function lineAfter(keys: CalcKey[]) {
  let state = initialCalculatorState;
  let last = null;
  for (const key of keys) {
    const next = press(state, key);
    last = tapeLineFor(state, key, next);
    state = next;
  }
  return last;
}

describe('the calculator tape line', () => {
  it('records a finished sum with its operator', () => {
    expect(lineAfter(['1', '2', '*', '4', '='])).toEqual({ expression: '12 × 4', result: '48' });
    expect(lineAfter(['1', '0', '/', '4', '='])).toEqual({ expression: '10 ÷ 4', result: '2.5' });
  });

  it('never records a code followed by "=" (no operator), nor an error', () => {
    expect(lineAfter(['2', '4', '6', '8', '1', '3', '='])).toBeNull();
    expect(lineAfter(['5', '/', '0', '='])).toBeNull();
    expect(lineAfter(['5', '+', '='])).toBeNull();
  });
});
