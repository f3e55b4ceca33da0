/**
 * The calculator's arithmetic: pure decimal maths (big.js), no DOM, no React. Both screens and the
 * code gate press keys through it; a finished sum becomes a tape line here.
 */
export {
  type CalcKey,
  type CalculatorState,
  initialCalculatorState,
  isDigit,
  isOperator,
  press,
} from './calculator';
export { tapeLineFor } from './tapeLine';
