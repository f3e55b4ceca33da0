import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('ui/Card', () => {
  it('is a plain block by default, with the base look and the caller’s class', () => {
    render(
      <Card data-testid="card" className="sos-countdown">
        Text
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveClass('ui-card sos-countdown', { exact: true });
  });

  it('is a list item inside a list, with its tone', () => {
    render(
      <ul aria-label="Saved evidence">
        <Card as="li" tone="raised">
          Recording
        </Card>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(screen.getByRole('list', { name: 'Saved evidence' })).toContainElement(item);
    expect(item).toHaveClass('ui-card', 'ui-card--raised');
  });

  it('passes aria props through: a section named by its heading is a region', () => {
    render(
      <Card as="section" tone="danger" aria-labelledby="h">
        <h4 id="h">Send an alert?</h4>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Send an alert?' })).toHaveClass('ui-card--danger');
  });
});
