import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalculatorScreen } from '../reactScreen/CalculatorScreen';
import { DEFAULT_CONTENT } from '../keypad/contentFile';
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

/** The first screen as the build writes it into index.html, driven by the vanilla script. */
function mountFirstScreen(retired = false, onCandidate?: (code: string) => void) {
  const onSecret = vi.fn();
  document.body.innerHTML = `<div id="root">${calculatorMarkup(english)}</div>`;
  mounted = mountVanillaCalculator(document.querySelector('main')!, {
    content: DEFAULT_CONTENT,
    retired,
    t: english,
    onSecret,
    onCandidate,
  });
  return onSecret;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  mounted?.destroy();
  mounted = null;
  document.body.innerHTML = '';
});

describe('the first screen without React', () => {
  it('has the React screen’s keys, names, symbols and looks', () => {
    const { container, unmount } = render(
      <CalculatorScreen content={DEFAULT_CONTENT} onSecret={() => {}} />,
    );
    const describeKeys = (root: ParentNode) =>
      [...root.querySelectorAll('button')].map((b) => [
        b.getAttribute('aria-label') ?? b.textContent,
        b.textContent,
        b.className,
      ]);
    const fromReact = describeKeys(container);
    unmount();
    mountFirstScreen();
    expect(describeKeys(document)).toEqual(fromReact);
    expect(fromReact).toHaveLength(19);
    expect(display()).toHaveTextContent(/^0$/);
    expect(screen.getByRole('group', { name: 'Keypad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calculator' })).toBeInTheDocument();
  });

  it('calculates with clicks and with the keyboard, and marks the pending operator', async () => {
    const user = userEvent.setup();
    mountFirstScreen();
    await user.click(key('1'));
    await user.click(key('2'));
    await user.click(key('Add'));
    expect(key('Add')).toHaveClass('calc-key--active');
    await user.click(key('3'));
    expect(key('Add')).not.toHaveClass('calc-key--active');
    await user.click(key('Equals'));
    expect(display()).toHaveTextContent(/^15$/);
    await user.keyboard('{Escape}0.1+0.2{Enter}');
    expect(display()).toHaveTextContent(/^0.3$/);
    await user.keyboard('123456789*1000=');
    expect(display()).toHaveTextContent(/^123456789000$/);
    expect(display()).toHaveClass('calc-display--s');
  });

  it('shows the footer once it knows the public code is not retired', () => {
    mountFirstScreen();
    expect(screen.getByText('Powered by Calculator+')).toBeVisible();
    expect(screen.getByText('Need a hand? Try 77777')).toBeInTheDocument();
    expect(document.querySelector('footer')).not.toHaveClass('calc-footer--pending');
  });

  it('77777 asks to unlock and leaves the number; 123# raises the panic and resets', async () => {
    const user = userEvent.setup();
    const onSecret = mountFirstScreen();
    await user.keyboard('77777');
    expect(onSecret).toHaveBeenLastCalledWith({ kind: 'unlock', code: '77777' });
    expect(display()).toHaveTextContent(/^77777$/);
    await user.keyboard('{Escape}123#');
    expect(onSecret).toHaveBeenLastCalledWith({ kind: 'panic' });
    expect(display()).toHaveTextContent(/^0$/);
    await user.keyboard('246813=');
    expect(onSecret).toHaveBeenLastCalledWith({ kind: 'candidate', code: '246813' });
  });

  it('11111 asks for friend access, unless the public code is retired (then no footer)', async () => {
    const user = userEvent.setup();
    const onSecret = mountFirstScreen();
    await user.keyboard('11111');
    expect(onSecret).toHaveBeenLastCalledWith({ kind: 'friend', code: '11111' });
    mounted?.destroy();
    const retiredSecret = mountFirstScreen(true);
    await user.keyboard('11111');
    expect(retiredSecret).not.toHaveBeenCalled();
    expect(display()).toHaveTextContent(/^11111$/);
    expect(screen.queryByText(/77777|Powered by/)).toBeNull();
  });

  it('123 then a long press on = raises the panic without also running =', async () => {
    const user = userEvent.setup();
    const onSecret = mountFirstScreen();
    await user.click(key('1'));
    await user.click(key('2'));
    await user.click(key('3'));
    fireEvent.pointerDown(key('Equals'), { button: 0, pointerType: 'touch' });
    await wait(LONG_PRESS_MS + 100);
    fireEvent.pointerUp(key('Equals'), { button: 0, pointerType: 'touch' });
    fireEvent.click(key('Equals'));
    expect(onSecret).toHaveBeenCalledTimes(1);
    expect(onSecret).toHaveBeenCalledWith({ kind: 'panic' });
    expect(display()).toHaveTextContent(/^0$/);
  });

  it('a long press on = without 123 before it is an ordinary equals', async () => {
    const user = userEvent.setup();
    const onSecret = mountFirstScreen();
    await user.keyboard('2+3');
    fireEvent.pointerDown(key('Equals'), { button: 0, pointerType: 'mouse' });
    await wait(LONG_PRESS_MS + 100);
    fireEvent.pointerUp(key('Equals'), { button: 0, pointerType: 'mouse' });
    fireEvent.click(key('Equals'));
    expect(onSecret).not.toHaveBeenCalled();
    expect(display()).toHaveTextContent(/^5$/);
  });

  it('takes the user’s language and the content file’s symbols when they arrive', () => {
    mountFirstScreen();
    mounted?.setStrings((k, v) =>
      translateCalculator(
        { ...ENGLISH_CALCULATOR, keys: { ...ENGLISH_CALCULATOR.keys, add: 'Addieren' } },
        k,
        v,
      ),
    );
    mounted?.setContent({
      ...DEFAULT_CONTENT,
      buttons: { ...DEFAULT_CONTENT.buttons, add: 'plus' },
    });
    expect(key('Addieren')).toHaveTextContent('plus');
  });

  it('stops taking keys once React has taken over', async () => {
    const user = userEvent.setup();
    mountFirstScreen();
    mounted?.destroy();
    await user.keyboard('42');
    await user.click(key('7'));
    expect(display()).toHaveTextContent(/^0$/);
  });

  it('the digit that completes a possible code starts its key; the screen shows only the number', async () => {
    const onCandidate = vi.fn();
    const onSecret = mountFirstScreen(false, onCandidate);
    const user = userEvent.setup();
    await user.keyboard('24681');
    expect(onCandidate).not.toHaveBeenCalled();
    await user.keyboard('0');
    expect(onCandidate).toHaveBeenCalledWith('246810');
    // Nothing else: no secret action yet, and the display is the number, as for any sum.
    expect(onSecret).not.toHaveBeenCalled();
    expect(display()).toHaveTextContent(/^246,?810$/);
    await user.keyboard('=');
    expect(onSecret).toHaveBeenCalledWith({ kind: 'candidate', code: '246810' });
  });

  it('the public code starts its key one digit early, and only while it is not retired', async () => {
    const onCandidate = vi.fn();
    const onSecret = mountFirstScreen(false, onCandidate);
    const user = userEvent.setup();
    await user.keyboard('777');
    expect(onCandidate).not.toHaveBeenCalled();
    await user.keyboard('7');
    expect(onCandidate).toHaveBeenCalledWith('77777');
    expect(onSecret).not.toHaveBeenCalled();
    await user.keyboard('7');
    expect(onSecret).toHaveBeenCalledWith({ kind: 'unlock', code: '77777' });
    mounted?.destroy();

    const afterRetired = vi.fn();
    mountFirstScreen(true, afterRetired);
    await user.keyboard('7777');
    expect(afterRetired).not.toHaveBeenCalled();
  });
});
