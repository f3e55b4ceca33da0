import { ERROR_DISPLAY, type CalcKey, type CalculatorState } from './calculator';
import { formatForDisplay, parseExact } from './number';
import type { TapeLine } from '../../session/calculatorTape';

const SYMBOLS = { '+': '+', '-': '−', '*': '×', '/': '÷' } as const;

/**
 * The history line for a finished sum ("12 × 4" = "48"), or null. Only "=" after an operator and
 * its second number counts: a code typed and followed by "=" has no operator, so no code ever
 * reaches the tape; an error is not a line either.
 */
export function tapeLineFor(
  before: CalculatorState,
  key: CalcKey,
  after: CalculatorState,
): TapeLine | null {
  if (key !== '=' || before.operator === null || before.firstOperand === null) return null;
  if (before.awaitingOperand || after.display === ERROR_DISPLAY) return null;
  const left = formatForDisplay(parseExact(before.firstOperand));
  return {
    expression: `${left} ${SYMBOLS[before.operator]} ${before.display}`,
    result: after.display,
  };
}
