/**
 * What both calculators show: the keys (`keypad.ts`, `keyboard.ts`), their labels in each language
 * (`translate.ts`, `tables.ts`), the public content file (`contentFile.ts`) and the styles
 * (`calculator.css`, imported by the screens themselves). No React: the first screen reads it.
 */
export {
  type AppContent,
  type ButtonSymbols,
  DEFAULT_CONTENT,
  loadContent,
  mergeContent,
  type SecretCodes,
} from './contentFile';
export { displaySizeClass, KEYPAD, keyClassName } from './keypad';
export { calcKeyFromKeyboard } from './keyboard';
export { loadCalculatorTable } from './tables';
export {
  type CalculatorStringKey,
  type CalculatorStrings,
  type CalculatorTranslate,
  ENGLISH_CALCULATOR,
  translateCalculator,
} from './translate';
