import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CalculatorScreen } from '../reactScreen/CalculatorScreen';
import { beginComputing, isComputing, showsComputing } from './computing';
import { DEFAULT_CONTENT } from '../keypad/contentFile';
import type { GateAction } from './gate';
import { calculatorMarkup } from '../firstScreen/markup';
import { ENGLISH_CALCULATOR, translateCalculator } from '../keypad/translate';
import { mountVanillaCalculator, type VanillaCalculator } from '../firstScreen/vanillaCalculator';

const display = () => screen.getByRole('status', { name: 'Display' });
const ends: (() => void)[] = [];
let vanilla: VanillaCalculator | null = null;

afterEach(() => {
  for (const end of ends.splice(0)) end();
  vanilla?.destroy();
  vanilla = null;
  document.body.innerHTML = '';
});

function begin(): () => void {
  const end = beginComputing();
  ends.push(end);
  return end;
}

describe('the calculator at work while a code is checked', () => {
  it('is busy until every check has ended; ending one twice counts once', () => {
    expect(isComputing()).toBe(false);
    const first = begin();
    const second = begin();
    first();
    first();
    expect(isComputing()).toBe(true);
    second();
    expect(isComputing()).toBe(false);
  });

  it('shows for every key that starts a check, a code or a sum alike; never for the panic', () => {
    const candidate: GateAction = { kind: 'candidate', code: '345678' };
    const unlock: GateAction = { kind: 'unlock', code: '77777' };
    expect(showsComputing(candidate, false)).toBe(true);
    expect(showsComputing(candidate, true)).toBe(true);
    expect(showsComputing({ kind: 'friend', code: '11111' }, false)).toBe(true);
    expect(showsComputing(unlock, false)).toBe(true);
    // Once her own code has replaced 77777, typing it looks like typing any number.
    expect(showsComputing(unlock, true)).toBe(false);
    expect(showsComputing({ kind: 'panic' }, false)).toBe(false);
  });

  it('dims the React calculator’s digits, and only its look changes', async () => {
    const user = userEvent.setup();
    render(<CalculatorScreen content={DEFAULT_CONTENT} onSecret={() => {}} />);
    for (const name of ['4', '2']) await user.click(screen.getByRole('button', { name }));
    expect(display()).not.toHaveAttribute('aria-busy');
    let end = () => {};
    act(() => {
      end = begin();
    });
    expect(display()).toHaveAttribute('aria-busy', 'true');
    expect(display()).toHaveClass('calc-display--busy');
    expect(display()).toHaveTextContent(/^42$/);
    act(() => end());
    expect(display()).not.toHaveAttribute('aria-busy');
    expect(display()).not.toHaveClass('calc-display--busy');
    expect(display()).toHaveTextContent(/^42$/);
  });

  it('dims the first screen’s digits too, and keeps them dimmed while it renders', async () => {
    const english = (
      key: Parameters<typeof translateCalculator>[1],
      values?: Record<string, string>,
    ) => translateCalculator(ENGLISH_CALCULATOR, key, values);
    document.body.innerHTML = `<div id="root">${calculatorMarkup(english)}</div>`;
    vanilla = mountVanillaCalculator(document.querySelector('main')!, {
      content: DEFAULT_CONTENT,
      retired: false,
      t: english,
      onSecret: () => {},
    });
    const end = begin();
    expect(display()).toHaveAttribute('aria-busy', 'true');
    // A key pressed meanwhile repaints the display: it stays dimmed.
    await userEvent.setup().click(screen.getByRole('button', { name: '5' }));
    expect(display()).toHaveClass('calc-display--busy');
    end();
    expect(display()).not.toHaveAttribute('aria-busy');
    expect(display()).not.toHaveClass('calc-display--busy');
  });
});
