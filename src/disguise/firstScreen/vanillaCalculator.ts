import {
  type CalcKey,
  type CalculatorState,
  initialCalculatorState,
  press,
  tapeLineFor,
} from '../engine';
import {
  type AppContent,
  type SecretCodes,
  calcKeyFromKeyboard,
  displaySizeClass,
  KEYPAD,
  type CalculatorTranslate,
} from '../keypad';
import {
  COMPUTING_CLASS,
  isComputing,
  onComputingChange,
  type GateAction,
  LONG_PRESS_MS,
  matchLongPressEquals,
  matchSecretCode,
  speculativeCode,
} from '../code';
import type { EarlyInput } from './earlyInput';
import { recordCalculation } from '../../session/calculatorTape';
import { onWindow } from '../../platform/page/page';

/**
 * The first screen's calculator without any framework: it drives the markup the build wrote into
 * index.html (`markup.ts`) with the same pure engine and gate as the React screen
 * (`useCalculator.ts`, `useLongPress.ts`), so the calculator works the moment the page has loaded.
 * React takes over only when the safety interface (or a toast, the SOS sheet, an update) needs it,
 * seeded with this calculator's state (`handoff.ts`).
 */
export interface VanillaCalculator {
  state(): CalculatorState;
  setContent(content: AppContent): void;
  setStrings(t: CalculatorTranslate): void;
  /** Presses made before this script ran (`earlyInput.ts`), in order, as if made now. */
  replay(inputs: readonly EarlyInput[]): void;
  /** Removes every listener; the markup stays until React replaces it. */
  destroy(): void;
}

interface Options {
  content: AppContent;
  /** The public code is retired (src/vault/publicCode.ts): no footer, and 11111 is a number. */
  retired: boolean;
  t: CalculatorTranslate;
  onSecret: (action: GateAction) => void;
  /** Digits that "=" would make a candidate code: their key may be derived ahead (nothing shown). */
  onCandidate?: (code: string) => void;
}

const FLASH_MS = 120;

export function mountVanillaCalculator(main: HTMLElement, options: Options): VanillaCalculator {
  let { content, t } = options;
  const { retired, onSecret, onCandidate } = options;
  let state = initialCalculatorState;
  const display = main.querySelector('output')!;
  const title = main.querySelector('h1')!;
  const footer = main.querySelector('footer')!;
  const keypad = main.querySelector<HTMLElement>('[role="group"]')!;
  const buttons = new Map<string, HTMLButtonElement>();
  for (const button of keypad.querySelectorAll<HTMLButtonElement>('button[data-key]')) {
    buttons.set(button.dataset.key!, button);
  }
  const equals = buttons.get('=')!;

  const codes = (): SecretCodes => (retired ? { ...content.codes, friend: '' } : content.codes);

  function render(): void {
    setText(display, state.display);
    display.className = `calc-display ${displaySizeClass(state.display)}`;
    paintComputing(isComputing());
    const active = state.awaitingOperand ? state.operator : null;
    for (const [key, button] of buttons)
      button.classList.toggle('calc-key--active', key === active);
  }

  /** The digits dim while a typed code is checked (computing.ts). */
  function paintComputing(busy: boolean): void {
    display.classList.toggle(COMPUTING_CLASS, busy);
    if (busy) display.setAttribute('aria-busy', 'true');
    else display.removeAttribute('aria-busy');
  }
  const stopWatchingComputing = onComputingChange(paintComputing);

  // Only what changed: rewriting the same text would paint it anew (a later largest paint).
  const setText = (node: Node, text: string) => {
    if (node.textContent !== text) node.textContent = text;
  };

  function paintTexts(): void {
    setText(title, content.title === 'Calculator' ? t('title') : content.title);
    display.setAttribute('aria-label', t('keys.display'));
    keypad.setAttribute('aria-label', t('keypad'));
    for (const spec of KEYPAD) {
      const button = buttons.get(spec.key);
      if (!button) continue;
      if (spec.name) button.setAttribute('aria-label', t(spec.name));
      setText(button, spec.symbol ? content.buttons[spec.symbol] : spec.key);
    }
    if (retired) {
      footer.replaceChildren();
    } else {
      const [brand, hint] = footer.querySelectorAll('p');
      if (brand) setText(brand, t('poweredBy', { brand: content.publicName }));
      if (hint) setText(hint, t('hint', { code: content.codes.unlock }));
    }
    footer.classList.remove('calc-footer--pending');
  }

  function pressKey(key: CalcKey): void {
    const next = press(state, key);
    const action = matchSecretCode(next.codeBuffer, key, codes(), next.codeRun);
    // The Chat tab's disguise is this tape, kept in memory only (src/vault/calculatorTape.ts).
    const line = action ? null : tapeLineFor(state, key, next);
    if (line) recordCalculation(line);
    // Panic and friend codes clear the display at once; an unlock attempt leaves the number.
    const clears = action?.kind === 'panic' || action?.kind === 'friend';
    state = clears ? initialCalculatorState : next;
    render();
    if (action) onSecret(action);
    else {
      const candidate = speculativeCode(next, key, retired ? null : codes().unlock);
      if (candidate) onCandidate?.(candidate);
    }
  }

  function longPressEquals(): boolean {
    const action = matchLongPressEquals(state.codeBuffer, codes());
    if (!action) return false;
    state = initialCalculatorState;
    render();
    onSecret(action);
    return true;
  }

  // Keyboard: the same map as the React screen; the key flashes as if pressed.
  let flashTimer: ReturnType<typeof setTimeout> | undefined;
  function onKeyDown(event: KeyboardEvent): void {
    const key = calcKeyFromKeyboard(event);
    if (!key) return;
    // Also stops a focused button from being clicked by Enter as well.
    event.preventDefault();
    pressKey(key);
    clearTimeout(flashTimer);
    for (const button of buttons.values()) button.classList.remove('calc-key--flash');
    const button = buttons.get(key);
    if (!button) return;
    button.classList.add('calc-key--flash');
    flashTimer = setTimeout(() => button.classList.remove('calc-key--flash'), FLASH_MS);
  }

  // A long press on "=" (touch and mouse): the panic's touch form. The click that ends a used long
  // press is swallowed, so it never also runs "=".
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  let holdUsed = false;
  const cancelHold = () => clearTimeout(holdTimer);
  function onPointerDown(event: PointerEvent): void {
    if (event.button !== 0) return;
    cancelHold();
    holdUsed = false;
    holdTimer = setTimeout(() => {
      holdUsed = longPressEquals();
    }, LONG_PRESS_MS);
  }
  // A held finger opens the context menu on some phones: a calculator key has none.
  const onContextMenu = (event: Event) => event.preventDefault();

  function onClick(event: MouseEvent): void {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-key]');
    if (button) clickKey(button.dataset.key as CalcKey);
  }

  function clickKey(key: CalcKey): void {
    if (key === '=' && holdUsed) {
      holdUsed = false;
      return;
    }
    pressKey(key);
  }

  function replay(inputs: readonly EarlyInput[]): void {
    let downAt: number | null = null;
    for (const input of inputs) {
      if (input.type === 'down') {
        cancelHold();
        holdUsed = false;
        downAt = input.at;
      } else if (input.type === 'up') {
        // "=" held long enough before the script ran: the panic, and its click is swallowed.
        if (downAt !== null && input.at - downAt >= LONG_PRESS_MS) holdUsed = longPressEquals();
        downAt = null;
      } else if (input.type === 'press') {
        if (buttons.has(input.key)) clickKey(input.key as CalcKey);
      } else {
        const key = calcKeyFromKeyboard({
          key: input.key,
          ctrlKey: false,
          metaKey: false,
          altKey: false,
        });
        if (key) pressKey(key);
      }
    }
    // "=" still held: the long press completes on the time already spent holding it.
    if (downAt !== null) {
      const left = Math.max(0, LONG_PRESS_MS - (performance.now() - downAt));
      holdTimer = setTimeout(() => {
        holdUsed = longPressEquals();
      }, left);
    }
  }

  keypad.addEventListener('click', onClick);
  equals.addEventListener('pointerdown', onPointerDown);
  for (const type of ['pointerup', 'pointerleave', 'pointercancel']) {
    equals.addEventListener(type, cancelHold);
  }
  equals.addEventListener('contextmenu', onContextMenu);
  const stopKeys = onWindow('keydown', onKeyDown);
  paintTexts();
  render();

  return {
    state: () => state,
    setContent(next) {
      content = next;
      paintTexts();
    },
    setStrings(next) {
      t = next;
      paintTexts();
    },
    replay,
    destroy() {
      stopWatchingComputing();
      cancelHold();
      clearTimeout(flashTimer);
      keypad.removeEventListener('click', onClick);
      equals.removeEventListener('pointerdown', onPointerDown);
      for (const type of ['pointerup', 'pointerleave', 'pointercancel']) {
        equals.removeEventListener(type, cancelHold);
      }
      equals.removeEventListener('contextmenu', onContextMenu);
      stopKeys();
    },
  };
}
