import { describe, expect, it } from 'vitest';
import { EVERYDAY_SUMS, MIN_TAPE_LINES, tapeToShow } from './tapeLines';

describe('the history tape', () => {
  it('shows everyday sums when the calculator has not been used', () => {
    expect(tapeToShow([])).toEqual(EVERYDAY_SUMS.slice(0, MIN_TAPE_LINES));
  });

  it('puts the user’s own sums first, without repeating one', () => {
    const own = [
      { expression: '245 + 380', result: '625' },
      { expression: '7 × 6', result: '42' },
    ];
    const shown = tapeToShow(own);
    expect(shown.slice(0, 2)).toEqual(own);
    expect(shown).toHaveLength(MIN_TAPE_LINES);
    expect(shown.filter((line) => line.expression === '245 + 380')).toHaveLength(1);
  });
});
