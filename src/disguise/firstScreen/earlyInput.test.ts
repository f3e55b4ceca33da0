import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONTENT } from '../keypad/contentFile';
import { EARLY_INPUT_SCRIPT, takeEarlyInput } from './earlyInput';
import { LONG_PRESS_MS } from '../code/gate';
import { calculatorMarkup } from './markup';
import { ENGLISH_CALCULATOR, translateCalculator } from '../keypad/translate';
import { mountVanillaCalculator, type VanillaCalculator } from './vanillaCalculator';

const english = (key: Parameters<typeof translateCalculator>[1], values?: Record<string, string>) =>
  translateCalculator(ENGLISH_CALCULATOR, key, values);
const display = () => screen.getByRole('status', { name: 'Display' });
const key = (name: string) => screen.getByRole('button', { name });
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

let mounted: VanillaCalculator | null = null;

/** index.html as the build writes it: the markup, and the inline recorder already running. */
function loadPage() {
  document.body.innerHTML = `<div id="root">${calculatorMarkup(english)}</div>`;
  new Function(EARLY_INPUT_SCRIPT)();
}

/** What main.ts does once it has loaded: attach the handlers, then replay what came before. */
function startScript() {
  const onSecret = vi.fn();
  mounted = mountVanillaCalculator(document.querySelector('main')!, {
    content: DEFAULT_CONTENT,
    retired: false,
    t: english,
    onSecret,
  });
  mounted.replay(takeEarlyInput());
  return onSecret;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  mounted?.destroy();
  mounted = null;
  takeEarlyInput();
  document.body.innerHTML = '';
});

describe('presses made before the first screen’s script has run', () => {
  it('count, in order, clicks and keyboard alike, once each', () => {
    loadPage();
    fireEvent.click(key('1'));
    fireEvent.click(key('2'));
    fireEvent.keyDown(document.body, { key: '+' });
    fireEvent.keyDown(document.body, { key: '3' });
    // Not calculator keys: left alone.
    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.keyDown(document.body, { key: '4', ctrlKey: true });
    // The number typed first shows at once; the operator ends that echo until the script comes.
    expect(display()).toHaveTextContent(/^12$/);
    startScript();
    expect(display()).toHaveTextContent(/^3$/);
    // From now on the script's own handlers, and the recorder is off (no press counts twice).
    fireEvent.click(key('Equals'));
    expect(display()).toHaveTextContent(/^15$/);
    fireEvent.click(key('7'));
    expect(display()).toHaveTextContent(/^7$/);
  });

  it('a calculator key on the keyboard does not also click the focused key', () => {
    loadPage();
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('the secret code typed early is checked like any other', () => {
    loadPage();
    for (const digit of '77777') fireEvent.click(key(digit));
    const onSecret = startScript();
    expect(onSecret).toHaveBeenCalledWith({ kind: 'unlock', code: '77777' });
  });

  it('123 and a long press on = made before the script ran raise the panic, without =', async () => {
    loadPage();
    for (const digit of '123') fireEvent.click(key(digit));
    fireEvent.pointerDown(key('Equals'), { button: 0 });
    await wait(LONG_PRESS_MS + 100);
    fireEvent.pointerUp(key('Equals'), { button: 0 });
    fireEvent.click(key('Equals'));
    const onSecret = startScript();
    expect(onSecret).toHaveBeenCalledTimes(1);
    expect(onSecret).toHaveBeenCalledWith({ kind: 'panic' });
    expect(display()).toHaveTextContent(/^0$/);
  });

  it('a long press on = that began before the script ran completes after it', async () => {
    loadPage();
    for (const digit of '123') fireEvent.click(key(digit));
    fireEvent.pointerDown(key('Equals'), { button: 0 });
    await wait(LONG_PRESS_MS / 2);
    const onSecret = startScript();
    expect(onSecret).not.toHaveBeenCalled();
    await wait(LONG_PRESS_MS / 2 + 100);
    fireEvent.pointerUp(key('Equals'), { button: 0 });
    fireEvent.click(key('Equals'));
    expect(onSecret).toHaveBeenCalledTimes(1);
    expect(onSecret).toHaveBeenCalledWith({ kind: 'panic' });
  });

  it('a short press on = made early is an ordinary equals', () => {
    loadPage();
    for (const k of ['2', 'Add', '3']) fireEvent.click(key(k));
    fireEvent.pointerDown(key('Equals'), { button: 0 });
    fireEvent.pointerUp(key('Equals'), { button: 0 });
    fireEvent.click(key('Equals'));
    const onSecret = startScript();
    expect(onSecret).not.toHaveBeenCalled();
    expect(display()).toHaveTextContent(/^5$/);
  });

  it('without the inline recorder (a hand-made page) there is nothing to replay', () => {
    expect(takeEarlyInput()).toEqual([]);
  });
});

describe('the first digits, before the script has run', () => {
  it('show on the display at once, as the calculator shows them, and the script keeps them', () => {
    loadPage();
    fireEvent.click(key('0'));
    expect(display()).toHaveTextContent(/^0$/);
    fireEvent.click(key('0'));
    fireEvent.click(key('7'));
    expect(display()).toHaveTextContent(/^7$/);
    fireEvent.keyDown(document.body, { key: '5' });
    expect(display()).toHaveTextContent(/^75$/);
    startScript();
    expect(display()).toHaveTextContent(/^75$/);
    fireEvent.click(key('1'));
    expect(display()).toHaveTextContent(/^751$/);
  });

  it('stop at anything but a digit: the script shows the rest', () => {
    loadPage();
    for (const k of ['4', 'Decimal point', '5']) fireEvent.click(key(k));
    expect(display()).toHaveTextContent(/^4$/);
    startScript();
    expect(display()).toHaveTextContent(/^4\.5$/);
  });

  it('stop at seven digits, the length at which the display keeps its size', () => {
    loadPage();
    for (const digit of '12345678') fireEvent.click(key(digit));
    expect(display()).toHaveTextContent(/^1234567$/);
    expect(display()).toHaveClass('calc-display', { exact: true });
    startScript();
    expect(display()).toHaveTextContent(/^12345678$/);
  });

  it('leave a display that does not show a fresh 0 alone', () => {
    loadPage();
    display().textContent = '42';
    fireEvent.click(key('7'));
    expect(display()).toHaveTextContent(/^42$/);
  });
});
