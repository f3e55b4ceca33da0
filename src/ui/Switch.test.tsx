import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

function Labelled(props: {
  initial?: boolean;
  busy?: boolean;
  disabled?: boolean;
  onChange?: (on: boolean) => void;
}) {
  const [on, setOn] = useState(props.initial ?? false);
  return (
    <>
      <span id="label">Stealth mode</span>
      <Switch
        aria-labelledby="label"
        checked={on}
        busy={props.busy}
        disabled={props.disabled}
        onCheckedChange={(next) => {
          props.onChange?.(next);
          setOn(next);
        }}
      />
    </>
  );
}

describe('ui/Switch', () => {
  it('is a switch named by its label, off or on as aria-checked says', async () => {
    render(<Labelled />);
    const toggle = screen.getByRole('switch', { name: 'Stealth mode' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(screen.getByRole('switch', { name: 'Stealth mode' })).toBeChecked();
  });

  it('turns with Space and Enter once focused with Tab', async () => {
    const user = userEvent.setup();
    render(<Labelled />);
    await user.tab();
    const toggle = screen.getByRole('switch', { name: 'Stealth mode' });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
  });

  it('ignores presses while disabled or while the last one is being saved', async () => {
    const change = vi.fn();
    const { unmount } = render(<Labelled disabled onChange={change} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(change).not.toHaveBeenCalled();
    unmount();
    render(<Labelled busy onChange={change} />);
    const busy = screen.getByRole('switch', { name: 'Stealth mode' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(change).not.toHaveBeenCalled();
    expect(busy).not.toBeChecked();
  });

  it('shows its state word without adding it to the name', () => {
    render(<Switch aria-label="Cloud backup" checked stateText="On" />);
    const toggle = screen.getByRole('switch', { name: 'Cloud backup' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveTextContent('On');
  });
});
