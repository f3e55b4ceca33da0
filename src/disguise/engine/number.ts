import Big from 'big.js';

/**
 * Decimal arithmetic for the calculator. big.js keeps decimal digits exactly, so 0.1 + 0.2 is 0.3.
 * Division keeps 40 decimal places: 1 ÷ 3 × 3 then rounds to 1 on the 12-digit display.
 */
Big.DP = 40;
Big.RM = Big.roundHalfUp;
/** Never let big.js print exponent notation in toString(): we format the display ourselves. */
Big.NE = -1e6;
Big.PE = 1e6;

export const DISPLAY_DIGITS = 12;
/**
 * Significant digits kept behind the display after every operation. Products are exact in big.js,
 * so repeated "× =" doubled the digits each time and a dozen presses froze the page; 40 digits are
 * far beyond the 12 shown, so rounding here never changes what a sum displays in practice.
 */
export const EXACT_DIGITS = 40;
/** Beyond this magnitude a pocket calculator shows an error rather than a meaningless number. */
const OVERFLOW = new Big('1e100');
/** Anything smaller in magnitude than this is shown as 0. */
const UNDERFLOW = new Big('1e-99');

export type Operator = '+' | '-' | '*' | '/';
export type Exact = Big;

export class CalculationError extends Error {
  constructor(readonly reason: 'divide-by-zero' | 'overflow') {
    super(reason);
    this.name = 'CalculationError';
  }
}

export function parseExact(text: string): Exact {
  return new Big(text === '' || text === '-' ? '0' : text);
}

export function applyOperator(left: Exact, op: Operator, right: Exact): Exact {
  let result: Big;
  switch (op) {
    case '+':
      result = left.plus(right);
      break;
    case '-':
      result = left.minus(right);
      break;
    case '*':
      result = left.times(right);
      break;
    case '/':
      if (right.eq(0)) throw new CalculationError('divide-by-zero');
      result = left.div(right);
      break;
  }
  return checkRange(result);
}

/** Every computed value passes here: out of range is an error or 0, and its precision is bounded. */
export function checkRange(value: Exact): Exact {
  if (value.abs().gte(OVERFLOW)) throw new CalculationError('overflow');
  if (!value.eq(0) && value.abs().lt(UNDERFLOW)) return new Big(0);
  return value.prec(EXACT_DIGITS);
}

/** Significant digits of a value's exact form (what the engine keeps between keys). */
export function significantDigits(text: string): number {
  return text
    .replace(/^-?0*\.?0*/, '')
    .replace(/\D/g, '')
    .replace(/0+$/, '').length;
}

/**
 * The display form: at most 12 significant digits, no trailing zeros, exponent form
 * (e.g. 1.23456789012e+15) when the plain form would need more than 12 digits to show the magnitude.
 */
export function formatForDisplay(value: Exact): string {
  if (value.eq(0)) return '0';
  const rounded = new Big(value.toPrecision(DISPLAY_DIGITS));
  const exponent = rounded.e; // position of the leading digit: 1234 -> 3, 0.01 -> -2
  if (exponent >= DISPLAY_DIGITS || exponent < -(DISPLAY_DIGITS - 6)) {
    const [mantissa = '0', exp = '0'] = rounded.toExponential(DISPLAY_DIGITS - 1).split('e');
    const expNumber = Number(exp);
    return `${stripZeros(mantissa)}e${expNumber < 0 ? '-' : '+'}${Math.abs(expNumber)}`;
  }
  const decimals = Math.max(0, DISPLAY_DIGITS - 1 - exponent);
  return stripZeros(rounded.toFixed(decimals));
}

function stripZeros(text: string): string {
  if (!text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

/** A display string is either a number this formatter or typing can produce, or "Error". */
export const VALID_DISPLAY = /^(Error|-?\d+(\.\d*)?(e[+-]\d+)?)$/;
