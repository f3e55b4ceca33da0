import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { CalculatorScreen } from './CalculatorScreen';
import { DEFAULT_CONTENT } from '../keypad/contentFile';
import { initialCalculatorState, press } from '../engine/calculator';
import { seedCalculator } from './handoff';

const display = () => screen.getByRole('status', { name: 'Display' });

it('React takes over from the vanilla calculator with the same sum, once', async () => {
  // 12 + (pending) typed on the first screen before a toast made React take over.
  const typed = (['1', '2', '+'] as const).reduce(press, initialCalculatorState);
  seedCalculator(typed);
  const first = render(<CalculatorScreen content={DEFAULT_CONTENT} onSecret={() => {}} />);
  expect(display()).toHaveTextContent(/^12$/);
  await userEvent.setup().keyboard('3=');
  expect(display()).toHaveTextContent(/^15$/);
  first.unmount();
  // A calculator shown later (after a lock) starts at 0.
  render(<CalculatorScreen content={DEFAULT_CONTENT} onSecret={() => {}} />);
  expect(display()).toHaveTextContent(/^0$/);
});
