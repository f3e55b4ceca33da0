/**
 * The first screen, without React: the calculator's markup written into index.html by the build
 * (`markup.ts`), the script that drives it (`vanillaCalculator.ts`) and the key presses recorded
 * before it runs (`earlyInput.ts`). The inline scripts (`inlineScripts.ts`) are read by the build
 * and the server's config by path.
 */
export { takeEarlyInput, type EarlyInput } from './earlyInput';
export { calculatorMarkup } from './markup';
export { mountVanillaCalculator, type VanillaCalculator } from './vanillaCalculator';
