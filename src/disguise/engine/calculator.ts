import {
  applyOperator,
  CalculationError,
  checkRange,
  DISPLAY_DIGITS,
  type Exact,
  formatForDisplay,
  type Operator,
  parseExact,
} from './number';

export type { Operator } from './number';

/** Every key the calculator understands. `#` only feeds the code buffer (the panic code). */
export type CalcKey =
  | '0'
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9'
  | '.'
  | Operator
  | '='
  | 'C'
  | 'CE'
  | 'Backspace'
  | '±'
  | '%'
  | '#';

export interface CalculatorState {
  /** Exactly what the display shows. */
  display: string;
  /** The full-precision value behind a computed display (so 1 ÷ 3 × 3 = 1); null while typing. */
  exact: string | null;
  /** The stored first operand, full precision. */
  firstOperand: string | null;
  /** The pending operator. */
  operator: Operator | null;
  /** The next digit starts a new number instead of appending. */
  newNumber: boolean;
  /** An operator was just chosen and the second operand has not been started. */
  awaitingOperand: boolean;
  /** The last keys typed, for the secret codes (digits and #). */
  codeBuffer: string;
  /**
   * The digits of the latest run of digit keys, for custom codes ("digits then ="): a trailing
   * space means the run has ended (another key came), so the next digit starts a new run. Unlike
   * the buffer, a sum typed before does not glue its digits to the code: 2 + 2 = 246813 = offers
   * 246813, not 22246813.
   */
  codeRun: string;
}

export const CODE_BUFFER_LIMIT = 10;
export const ERROR_DISPLAY = 'Error';

export const initialCalculatorState: CalculatorState = Object.freeze({
  display: '0',
  exact: null,
  firstOperand: null,
  operator: null,
  newNumber: false,
  awaitingOperand: false,
  codeBuffer: '',
  codeRun: '',
});

const DIGITS = new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);

export function isDigit(key: CalcKey): boolean {
  return DIGITS.has(key);
}

export function isOperator(key: CalcKey): key is Operator {
  return key === '+' || key === '-' || key === '*' || key === '/';
}

/** The pure transition function: the state after pressing one key. Never throws. */
export function press(state: CalculatorState, key: CalcKey): CalculatorState {
  const codeBuffer = nextCodeBuffer(state.codeBuffer, key);
  const codeRun = nextCodeRun(state.codeRun, key);
  let next = { ...state, codeBuffer, codeRun };
  if (state.display === ERROR_DISPLAY && key !== '#') {
    // Any key recovers from an error; C, CE and backspace only clear it.
    next = { ...initialCalculatorState, codeBuffer, codeRun };
    if (key === 'C' || key === 'CE' || key === 'Backspace') return next;
  }
  try {
    return applyKey(next, key);
  } catch (error) {
    if (error instanceof CalculationError) {
      return { ...initialCalculatorState, codeBuffer, codeRun, display: ERROR_DISPLAY };
    }
    throw error;
  }
}

export function pressAll(state: CalculatorState, keys: readonly CalcKey[]): CalculatorState {
  return keys.reduce(press, state);
}

function nextCodeBuffer(buffer: string, key: CalcKey): string {
  if (key === 'C' || key === 'Backspace' || key === '.') return '';
  if (!isDigit(key) && key !== '#') return buffer;
  // A sliding window of the last 10 keys, not the spec's restart from the last key: a restart
  // after six other digits swallowed 77777 until C; a window finds a code whenever it is typed.
  return (buffer + key).slice(-CODE_BUFFER_LIMIT);
}

const RUN_ENDED = ' ';

function nextCodeRun(run: string, key: CalcKey): string {
  if (key === 'C' || key === 'Backspace' || key === '.' || key === '#') return '';
  if (isDigit(key)) return run.endsWith(RUN_ENDED) ? key : (run + key).slice(-CODE_BUFFER_LIMIT);
  return run === '' || run.endsWith(RUN_ENDED) ? run : run + RUN_ENDED;
}

function applyKey(state: CalculatorState, key: CalcKey): CalculatorState {
  if (isDigit(key)) return typeDigit(state, key);
  if (isOperator(key)) return chooseOperator(state, key);
  switch (key) {
    case '.':
      return typeDecimalPoint(state);
    case '=':
      return equals(state);
    case 'C':
      return { ...initialCalculatorState };
    case 'CE':
      return { ...state, display: '0', exact: null, newNumber: false, awaitingOperand: false };
    case 'Backspace':
      return backspace(state);
    case '±':
      return toggleSign(state);
    case '%':
      return percent(state);
    case '#':
      return state;
  }
  return state;
}

function currentValue(state: CalculatorState): Exact {
  return parseExact(state.exact ?? state.display);
}

function countDigits(text: string): number {
  return text.replace(/[^0-9]/g, '').length;
}

function typeDigit(state: CalculatorState, digit: string): CalculatorState {
  if (state.newNumber || state.awaitingOperand) {
    return { ...state, display: digit, exact: null, newNumber: false, awaitingOperand: false };
  }
  if (countDigits(state.display) >= DISPLAY_DIGITS) return state;
  const display =
    state.display === '0' ? digit : state.display === '-0' ? `-${digit}` : state.display + digit;
  return { ...state, display, exact: null };
}

function typeDecimalPoint(state: CalculatorState): CalculatorState {
  if (state.newNumber || state.awaitingOperand) {
    return { ...state, display: '0.', exact: null, newNumber: false, awaitingOperand: false };
  }
  if (state.display.includes('.') || state.display.includes('e')) return state;
  return { ...state, display: `${state.display}.`, exact: null };
}

function chooseOperator(state: CalculatorState, op: Operator): CalculatorState {
  if (state.operator && state.awaitingOperand) {
    // A second operator in a row replaces the first: 5 + × 3 means 5 × 3.
    return { ...state, operator: op };
  }
  let first = currentValue(state);
  if (state.operator && state.firstOperand !== null) {
    // Chaining: the pending operation is computed first (2 + 3 × shows 5).
    first = applyOperator(parseExact(state.firstOperand), state.operator, first);
  }
  return showResult(state, first, {
    firstOperand: first.toString(),
    operator: op,
    awaitingOperand: true,
  });
}

function equals(state: CalculatorState): CalculatorState {
  if (!state.operator || state.firstOperand === null) {
    return showResult(state, checkRange(currentValue(state)), {});
  }
  const result = applyOperator(parseExact(state.firstOperand), state.operator, currentValue(state));
  return showResult(state, result, { firstOperand: null, operator: null });
}

function showResult(
  state: CalculatorState,
  value: Exact,
  changes: Partial<CalculatorState>,
): CalculatorState {
  return {
    ...state,
    display: formatForDisplay(value),
    exact: value.toString(),
    newNumber: true,
    awaitingOperand: false,
    ...changes,
  };
}

function backspace(state: CalculatorState): CalculatorState {
  if (state.awaitingOperand || state.display.includes('e')) return state;
  const shortened = state.display.slice(0, -1);
  const display = shortened === '' || shortened === '-' || shortened === '-0' ? '0' : shortened;
  return { ...state, display, exact: null, newNumber: false };
}

function toggleSign(state: CalculatorState): CalculatorState {
  if (state.awaitingOperand) {
    // Negating before typing the second operand starts it as -0.
    return { ...state, display: '-0', exact: null, newNumber: false, awaitingOperand: false };
  }
  if (state.newNumber) {
    return showResult(state, currentValue(state).times(-1), { newNumber: true });
  }
  const display = state.display.startsWith('-') ? state.display.slice(1) : `-${state.display}`;
  return { ...state, display };
}

/**
 * Percent, as on most pocket calculators:
 * - after + or −, b% means b percent of the first operand: 200 + 10 % shows 20, then = gives 220;
 * - after × or ÷, b% means b / 100: 200 × 10 % shows 0.1, then = gives 20;
 * - with no pending operator, x% is x / 100.
 */
function percent(state: CalculatorState): CalculatorState {
  const value = currentValue(state);
  const first = state.firstOperand === null ? null : parseExact(state.firstOperand);
  const result =
    first && (state.operator === '+' || state.operator === '-')
      ? first.times(value).div(100)
      : value.div(100);
  return showResult(state, checkRange(result), {});
}
