// By file, not through ../keypad: vite.config.ts runs this in Node, where keypad/tables.ts's
// import.meta.glob does not exist.
import { type AppContent, DEFAULT_CONTENT } from '../keypad/contentFile';
import { displaySizeClass, KEYPAD, keyClassName } from '../keypad/keypad';
import { type CalculatorTranslate } from '../keypad/translate';

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The calculator screen as HTML, the same elements, classes and accessible names as the React
 * screen (`CalculatorScreen.tsx`): the build writes it into index.html so the calculator paints
 * with no script at all, and `vanillaCalculator.ts` makes it work. Each key carries its calculator
 * key in `data-key`.
 *
 * The footer (brand and hint) starts invisible (its space kept, so nothing moves): whether the public code is retired is only known on the
 * device, and a retired code must never flash on screen; the script shows it when it may.
 */
export function calculatorMarkup(
  t: CalculatorTranslate,
  content: AppContent = DEFAULT_CONTENT,
  display = '0',
): string {
  const title = content.title === 'Calculator' ? t('title') : content.title;
  const keys = KEYPAD.map((spec) => {
    const label = spec.name ? ` aria-label="${escape(t(spec.name))}"` : '';
    const text = spec.symbol ? content.buttons[spec.symbol] : spec.key;
    return `<button type="button" class="${keyClassName(spec, false, false)}" data-key="${escape(spec.key)}"${label}>${escape(text)}</button>`;
  }).join('');
  return (
    `<main class="calc"><h1 class="calc-title">${escape(title)}</h1>` +
    `<output class="calc-display ${displaySizeClass(display)}" aria-label="${escape(t('keys.display'))}" aria-live="polite" dir="ltr">${escape(display)}</output>` +
    `<div class="calc-keys" role="group" aria-label="${escape(t('keypad'))}" dir="ltr">${keys}</div>` +
    `<footer class="calc-footer calc-footer--pending">` +
    `<p>${escape(t('poweredBy', { brand: content.publicName }))}</p>` +
    `<p>${escape(t('hint', { code: content.codes.unlock }))}</p>` +
    `</footer></main>`
  );
}
