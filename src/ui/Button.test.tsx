import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './Button';

describe('ui/Button', () => {
  it('is a button named by its text that never submits a form unless asked', async () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    const press = vi.fn();
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <Button onClick={press}>Save Note</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(press).toHaveBeenCalledOnce();
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledOnce();
  });

  it('does nothing while disabled', async () => {
    const press = vi.fn();
    render(
      <Button disabled onClick={press}>
        Start Recording
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Start Recording' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(press).not.toHaveBeenCalled();
  });

  it('carries its look as classes, keeps the caller’s class, and passes aria props through', () => {
    render(
      <>
        <Button>Plain</Button>
        <Button variant="danger" block className="evidence-start">
          Danger
        </Button>
        <Button aria-pressed aria-describedby="hint">
          Audio
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveClass('ui-button', { exact: true });
    expect(screen.getByRole('button', { name: 'Danger' })).toHaveClass(
      'ui-button ui-button--danger ui-button--block evidence-start',
      { exact: true },
    );
    const toggle = screen.getByRole('button', { name: 'Audio', pressed: true });
    expect(toggle).toHaveAttribute('aria-describedby', 'hint');
  });

  it('hands its element to a ref (focus after an action)', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Close</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('as a link keeps the link role and address', () => {
    render(
      <ButtonLink href="tel:999" variant="primary">
        Call 999
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Call 999' });
    expect(link).toHaveAttribute('href', 'tel:999');
    expect(link).toHaveClass('ui-button', 'ui-button--primary');
  });
});
