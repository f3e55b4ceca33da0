import { describe, expect, it } from 'vitest';
import { type CalcKey, initialCalculatorState, press, pressAll } from './calculator';
import { EXACT_DIGITS, significantDigits } from './number';

/** Types a sequence written as on paper: "12+3=" or with spaces and names ("5 ± ="). */
function run(sequence: string | CalcKey[]): string {
  return pressAll(initialCalculatorState, keys(sequence)).display;
}

function keys(sequence: string | CalcKey[]): CalcKey[] {
  if (Array.isArray(sequence)) return sequence;
  return [...sequence.replace(/\s/g, '')].map((ch) => {
    const map: Record<string, CalcKey> = { '×': '*', '÷': '/', '−': '-', c: 'C', n: '±' };
    return (map[ch] ?? ch) as CalcKey;
  });
}

describe('calculator engine: arithmetic people expect', () => {
  it.each([
    ['0.1+0.2=', '0.3'],
    ['1÷3×3=', '1'],
    ['1÷3=', '0.333333333333'],
    ['2÷3=', '0.666666666667'],
    ['12+7=', '19'],
    ['9−12=', '-3'],
    ['6×7=', '42'],
    ['1.1×1.1=', '1.21'],
    ['0.3−0.1=', '0.2'],
    ['10÷4=', '2.5'],
    ['2+3×4=', '20'], // chaining: left to right like a pocket calculator
    ['100−1−1−1=', '97'],
  ])('%s shows %s', (sequence, display) => {
    expect(run(sequence)).toBe(display);
  });

  it('computes the pending operation when the next operator is chosen', () => {
    expect(run('2+3+')).toBe('5');
    expect(run('2+3×')).toBe('5');
  });

  it('lets a second operator replace the first', () => {
    expect(run('5+×3=')).toBe('15');
  });

  it('uses the shown number as the second operand when none was typed', () => {
    expect(run('5+=')).toBe('10');
  });

  it('starts a new number after equals', () => {
    expect(run('2+2=7')).toBe('7');
    expect(run('2+2=7+1=')).toBe('8');
  });

  it('continues from a result with full precision', () => {
    expect(run('1÷3=×3=')).toBe('1');
  });
});

describe('calculator engine: display limits', () => {
  it('accepts at most 12 digits while typing', () => {
    expect(run('1234567890123456')).toBe('123456789012');
  });

  it('rounds results to 12 significant digits', () => {
    expect(run('2÷3=')).toBe('0.666666666667');
    expect(run('123456.789×1=')).toBe('123456.789');
  });

  it('switches to exponent form beyond 12 digits', () => {
    expect(run('999999999999×1000=')).toBe('9.99999999999e+14');
    expect(run('123456789012×123456789012=')).toBe('1.52415787532e+22');
    expect(run('1÷1000000000=÷1000=')).toBe('1e-12');
  });

  it('bounds the kept precision, so repeated "× =" neither freezes nor loses the display', () => {
    // 1.0000001 squared 20 times: exactly, that is a number of over a million digits.
    let state = pressAll(initialCalculatorState, keys('1.0000001'));
    for (let i = 0; i < 20; i++) state = pressAll(state, ['*', '=']);
    expect(significantDigits(state.exact ?? '')).toBeLessThanOrEqual(EXACT_DIGITS);
    // 1.0000001^(2^20) = e^(0.1048575…) ≈ 1.11055…: what a calculator with more digits shows.
    expect(state.display).toMatch(/^1\.1105\d+$/);
    // 1 ÷ 3 keeps 40 digits and a product of two such values is rounded back to 40.
    const third = pressAll(initialCalculatorState, keys('1÷3=×='));
    expect(third.display).toBe('0.111111111111');
    expect(significantDigits(third.exact ?? '')).toBe(EXACT_DIGITS);
  });

  it('shows Error on overflow', () => {
    const big: CalcKey[] = [...'999999999999'] as CalcKey[];
    let state = pressAll(initialCalculatorState, big);
    for (let i = 0; i < 8; i++) state = pressAll(state, ['*', ...big, '=']);
    expect(state.display).toBe('Error');
  });
});

describe('calculator engine: keys', () => {
  it('starts at 0', () => {
    expect(initialCalculatorState.display).toBe('0');
  });

  it('adds the decimal point only once', () => {
    expect(run('1.2.3')).toBe('1.23');
  });

  it('starts "0." after an operator', () => {
    expect(run('5+.')).toBe('0.');
    expect(run('5+.5=')).toBe('5.5');
  });

  it('starts "0." after equals', () => {
    expect(run('5+5=.')).toBe('0.');
  });

  it('C resets everything', () => {
    const state = pressAll(initialCalculatorState, keys('12+3'));
    const cleared = press(state, 'C');
    expect(cleared).toEqual(initialCalculatorState);
  });

  it('CE clears only the entry', () => {
    expect(run(['1', '2', '+', '3', 'CE', '4', '='])).toBe('16');
  });

  it('backspace drops the last character down to 0', () => {
    expect(run(['1', '2', '3', 'Backspace'])).toBe('12');
    expect(run(['1', 'Backspace'])).toBe('0');
    expect(run(['1', 'Backspace', 'Backspace'])).toBe('0');
    expect(run(['1', '.', 'Backspace'])).toBe('1');
  });

  it('plus-minus negates', () => {
    expect(run('5n')).toBe('-5');
    expect(run('5nn')).toBe('5');
    expect(run('2+3=n')).toBe('-5');
    expect(run('9−n4=')).toBe('13');
  });

  describe('percent (documented convention)', () => {
    it('alone divides by 100', () => {
      expect(run('50%')).toBe('0.5');
    });
    it('after + or − takes a percentage of the first operand', () => {
      expect(run('200+10%')).toBe('20');
      expect(run('200+10%=')).toBe('220');
      expect(run('200−10%=')).toBe('180');
    });
    it('after × or ÷ is the number divided by 100', () => {
      expect(run('200×10%=')).toBe('20');
      expect(run('50÷50%=')).toBe('100');
    });
  });

  it('division by zero shows Error and the next key recovers', () => {
    expect(run('5÷0=')).toBe('Error');
    expect(run('5÷0=7')).toBe('7');
    expect(run('5÷0=C')).toBe('0');
    expect(run('5÷0=3+4=')).toBe('7');
  });
});

describe('calculator engine: code buffer', () => {
  it('tracks typed digits and #', () => {
    expect(pressAll(initialCalculatorState, keys('123#')).codeBuffer).toBe('123#');
  });

  it('is unchanged by operators and equals', () => {
    expect(pressAll(initialCalculatorState, keys('77+77=7')).codeBuffer).toBe('77777');
  });

  it('is reset by C, backspace and the decimal point', () => {
    expect(pressAll(initialCalculatorState, keys('123C')).codeBuffer).toBe('');
    expect(pressAll(initialCalculatorState, [...keys('123'), 'Backspace']).codeBuffer).toBe('');
    expect(pressAll(initialCalculatorState, keys('123.')).codeBuffer).toBe('');
  });

  it('keeps a sliding window of the last 10 keys', () => {
    expect(pressAll(initialCalculatorState, keys('1234567890')).codeBuffer).toBe('1234567890');
    expect(pressAll(initialCalculatorState, keys('12345678901')).codeBuffer).toBe('2345678901');
    expect(pressAll(initialCalculatorState, keys('12345677777')).codeBuffer).toBe('2345677777');
  });
});
