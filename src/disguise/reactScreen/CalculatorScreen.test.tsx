import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CalculatorScreen } from './CalculatorScreen';
import { DEFAULT_CONTENT } from './content';
import { LONG_PRESS_MS } from '../code/gate';

const display = () => screen.getByRole('status', { name: 'Display' });
const key = (name: string) => screen.getByRole('button', { name });
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** A press on "=" held for `ms`, as a finger or a mouse does it: down, (wait), up, click. */
async function holdEquals(ms: number, pointerType = 'touch') {
  const equals = key('Equals');
  fireEvent.pointerDown(equals, { button: 0, pointerType });
  await wait(ms);
  fireEvent.pointerUp(equals, { button: 0, pointerType });
  fireEvent.click(equals);
}

beforeEach(() => localStorage.clear());

describe('the panic code on a keypad without #', () => {
  it.each(['touch', 'mouse'])(
    '123 then a long press on = raises the panic (%s) and resets, without running =',
    async (pointerType) => {
      const onSecret = vi.fn();
      const user = userEvent.setup();
      render(<CalculatorScreen content={DEFAULT_CONTENT} onSecret={onSecret} />);
      await user.click(key('1'));
      await user.click(key('2'));
      await user.click(key('3'));
      await holdEquals(LONG_PRESS_MS + 100, pointerType);
      expect(onSecret).toHaveBeenCalledTimes(1);
      expect(onSecret).toHaveBeenCalledWith({ kind: 'panic' });
      expect(display()).toHaveTextContent(/^0$/);
    },
  );

  it('a short press on = after 123 is an ordinary equals', async () => {
    const onSecret = vi.fn();
    const user = userEvent.setup();
    render(<CalculatorScreen content={DEFAULT_CONTENT} onSecret={onSecret} />);
    for (const name of ['1', '2', '3']) await user.click(key(name));
    await holdEquals(150);
    expect(display()).toHaveTextContent(/^123$/);
    expect(onSecret).not.toHaveBeenCalled();
    for (const name of ['Add', '1']) await user.click(key(name));
    await holdEquals(150);
    expect(display()).toHaveTextContent(/^124$/);
  });

  it('a long press on = without 123 before it is an ordinary equals', async () => {
    const onSecret = vi.fn();
    const user = userEvent.setup();
    render(<CalculatorScreen content={DEFAULT_CONTENT} onSecret={onSecret} />);
    for (const name of ['4', 'Add', '5']) await user.click(key(name));
    await holdEquals(LONG_PRESS_MS + 100);
    expect(display()).toHaveTextContent(/^9$/);
    expect(onSecret).not.toHaveBeenCalled();
  });

  it('keeps 123# on a keyboard', async () => {
    const onSecret = vi.fn();
    const user = userEvent.setup();
    render(<CalculatorScreen content={DEFAULT_CONTENT} onSecret={onSecret} />);
    await user.keyboard('123#');
    expect(onSecret).toHaveBeenCalledWith({ kind: 'panic' });
    expect(display()).toHaveTextContent(/^0$/);
  });

  it('shows no # key: the keypad is an ordinary calculator', () => {
    render(<CalculatorScreen content={DEFAULT_CONTENT} onSecret={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '#' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(19);
  });
});

describe('the footer', () => {
  it('advertises the public code only while it is in use', () => {
    const { unmount } = render(<CalculatorScreen content={DEFAULT_CONTENT} onSecret={vi.fn()} />);
    expect(screen.getByText('Need a hand? Try 77777')).toBeInTheDocument();
    unmount();
    localStorage.setItem('calculator-hints', 'off');
    render(<CalculatorScreen content={DEFAULT_CONTENT} onSecret={vi.fn()} />);
    expect(screen.queryByText(/77777/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Powered by/)).not.toBeInTheDocument();
  });
});
