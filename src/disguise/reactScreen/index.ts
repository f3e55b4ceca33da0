/**
 * The calculator as React draws it, once React takes over the screen: the screen and its hooks,
 * the calculator's strings in the chosen language (`strings.ts`, zustand), the content file's hook
 * and the handoff of the first screen's state. It brings React: the first screen never imports it.
 */
export { CalculatorScreen } from './CalculatorScreen';
export { useContent } from './content';
export { seedCalculator } from './handoff';
export {
  calculatorTranslate,
  type CalculatorTranslate,
  loadCalculatorStrings,
  useCalculatorStrings,
} from './strings';
