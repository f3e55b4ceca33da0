import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/calculator.json';
import de from '../../../locales/de/calculator.json';
import fa from '../../../locales/fa/calculator.json';
import ur from '../../../locales/ur/calculator.json';
import { ENGLISH_CALCULATOR, translateCalculator } from './translate';

const FSI = '\u2068';
const PDI = '\u2069';

describe('the footer brand', () => {
  it.each([
    ['ar', ar],
    ['fa', fa],
    ['ur', ur],
  ])('in %s (right to left) is isolated, so "Calculator+" keeps its "+" at its end', (_, table) => {
    const text = translateCalculator(table, 'poweredBy', { brand: 'Calculator+' });
    expect(text).toContain(`${FSI}Calculator+${PDI}`);
  });

  it('in left-to-right languages is plain text', () => {
    expect(translateCalculator(ENGLISH_CALCULATOR, 'poweredBy', { brand: 'Calculator+' })).toBe(
      'Powered by Calculator+',
    );
    expect(translateCalculator(de, 'poweredBy', { brand: 'Calculator+' })).not.toMatch(
      /[\u2066-\u2069]/,
    );
  });
});
