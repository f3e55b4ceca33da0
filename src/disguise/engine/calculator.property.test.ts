import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalcKey, initialCalculatorState, isDigit, isOperator, press } from './calculator';
import { EXACT_DIGITS, significantDigits, VALID_DISPLAY } from './number';

/**
 * A reference model with exact rational arithmetic (BigInt fractions), written independently of the
 * engine's big.js code. It models digits, the decimal point, + − × ÷ and = with chaining; after each
 * "=" its exact result, rounded to 12 significant digits, must be what the engine shows.
 */
interface Fraction {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
}

function fraction(n: bigint, d: bigint): Fraction {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d);
  return { n: (sign * n) / g, d: (sign * d) / g };
}

function fromDecimal(text: string): Fraction {
  const [whole = '0', decimals = ''] = text.split('.');
  return fraction(BigInt(whole + decimals || '0'), 10n ** BigInt(decimals.length));
}

function operate(a: Fraction, op: string, b: Fraction): Fraction | 'error' {
  switch (op) {
    case '+':
      return fraction(a.n * b.d + b.n * a.d, a.d * b.d);
    case '-':
      return fraction(a.n * b.d - b.n * a.d, a.d * b.d);
    case '*':
      return fraction(a.n * b.n, a.d * b.d);
    default:
      return b.n === 0n ? 'error' : fraction(a.n * b.d, a.d * b.n);
  }
}

/** Rounds a fraction to 12 significant digits (half away from zero) and prints it like a display. */
function display12(f: Fraction): string {
  if (f.n === 0n) return '0';
  const negative = f.n < 0n;
  const n = negative ? -f.n : f.n;
  // Find the exponent e with 10^e <= n/d < 10^(e+1).
  let e = n.toString().length - f.d.toString().length;
  if (n * 10n ** BigInt(Math.max(0, -e)) < f.d * 10n ** BigInt(Math.max(0, e))) e -= 1;
  const shift = 11 - e; // scale so that 12 digits sit left of the point
  const scaledN = shift >= 0 ? n * 10n ** BigInt(shift) : n;
  const scaledD = shift >= 0 ? f.d : f.d * 10n ** BigInt(-shift);
  let digits = (scaledN * 2n + scaledD) / (2n * scaledD); // round half up
  let exp = e;
  if (digits.toString().length > 12) {
    digits /= 10n;
    exp += 1;
  }
  const text = digits.toString().padStart(12, '0');
  let out: string;
  if (exp >= 12 || exp < -6) {
    const mantissa = `${text[0]}.${text.slice(1)}`.replace(/0+$/, '').replace(/\.$/, '');
    out = `${mantissa}e${exp < 0 ? '-' : '+'}${Math.abs(exp)}`;
  } else if (exp >= 0) {
    out = `${text.slice(0, exp + 1)}.${text.slice(exp + 1)}`;
  } else {
    out = `0.${'0'.repeat(-exp - 1)}${text}`;
  }
  if (out.includes('.') && !out.includes('e')) out = out.replace(/0+$/, '').replace(/\.$/, '');
  return negative ? `-${out}` : out;
}

const anyKey = fc.constantFrom<CalcKey>(
  ...(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '+', '-', '*', '/', '='] as const),
  ...(['C', 'CE', 'Backspace', '±', '%', '#'] as const),
);

const arithmeticKey = fc.constantFrom<CalcKey>(
  ...(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '+', '-', '*', '/', '='] as const),
);

/** "× =" squares the shown value: the pattern that froze the page before precision was bounded. */
const keyOrSquaring = fc.oneof(
  { weight: 4, arbitrary: anyKey.map((key) => [key]) },
  { weight: 1, arbitrary: fc.constant<CalcKey[]>(['*', '=']) },
);

describe('calculator engine: properties', () => {
  // How long a key takes is measured by `node bench/run.mjs calculator`, not asserted here: the
  // bounded precision below is what keeps "× =" from freezing the page.
  it('never throws, always shows a valid number or Error and keeps bounded precision', () => {
    fc.assert(
      fc.property(fc.array(keyOrSquaring, { maxLength: 40 }), (chunks) => {
        let state = initialCalculatorState;
        for (const key of chunks.flat()) {
          state = press(state, key);
          expect(state.display).toMatch(VALID_DISPLAY);
          expect(state.codeBuffer.length).toBeLessThanOrEqual(10);
          expect(state.codeRun).toMatch(/^\d{0,10} ?$/);
          for (const exact of [state.exact, state.firstOperand]) {
            if (exact !== null) expect(significantDigits(exact)).toBeLessThanOrEqual(EXACT_DIGITS);
          }
        }
      }),
      { numRuns: 10_000, seed: 20261121 },
    );
  });

  it('agrees with an exact rational reference model after every equals', () => {
    fc.assert(
      fc.property(fc.array(arithmeticKey, { maxLength: 40 }), (sequence) => {
        let state = initialCalculatorState;
        let entry = '0';
        let entryFresh = false; // the next digit starts a new entry
        let acc: Fraction | null = null;
        let op: string | null = null;
        let awaiting = false;
        let shown: Fraction = fromDecimal('0');
        let error = false;
        for (const key of sequence) {
          state = press(state, key);
          if (error) return; // recovery is covered by the unit tests
          if (isDigit(key) || key === '.') {
            if (entryFresh || awaiting) {
              entry = key === '.' ? '0.' : key;
              entryFresh = false;
              awaiting = false;
            } else if (key === '.') {
              if (!entry.includes('.')) entry += '.';
            } else if (entry.replace(/\D/g, '').length < 12) {
              entry = entry === '0' ? key : entry + key;
            }
            shown = fromDecimal(entry);
            continue;
          }
          if (isOperator(key)) {
            if (op && awaiting) {
              op = key;
              continue;
            }
            const result: Fraction | 'error' = acc && op ? operate(acc, op, shown) : shown;
            if (result === 'error') {
              error = true;
              continue;
            }
            acc = result;
            shown = result;
            op = key;
            awaiting = true;
            continue;
          }
          // equals
          if (acc && op) {
            const result = operate(acc, op, shown);
            if (result === 'error') {
              error = true;
              expect(state.display).toBe('Error');
              continue;
            }
            shown = result;
          }
          acc = null;
          op = null;
          awaiting = false;
          entryFresh = true;
          const magnitude = shown.n < 0n ? -shown.n : shown.n;
          if (magnitude >= 10n ** 100n * shown.d) return; // overflow is covered by unit tests
          if (magnitude * 10n ** 99n < shown.d && shown.n !== 0n) return; // underflow likewise
          expect(state.display).toBe(display12(shown));
        }
      }),
      { numRuns: 5000, seed: 7 },
    );
  });
});
