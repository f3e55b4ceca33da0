import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import { useCountryStore } from '../../country';
import { HandSignalGuide } from './HandSignalGuide';

const { renderWithI18n } = installTestI18n('emergency');

beforeEach(() => {
  useCountryStore.setState({ country: 'UK', chosen: true });
});

describe('HandSignalGuide', () => {
  it('teaches the Signal for Help in three steps with an illustration', () => {
    renderWithI18n(<HandSignalGuide />);
    expect(screen.getByRole('img', { name: /Signal for Help in three steps/ })).toBeInTheDocument();
    const steps = within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Hold your hand up, palm facing out.',
      'Tuck your thumb into your palm.',
      'Fold your fingers down over your thumb.',
    ]);
    expect(screen.getByText('What it means')).toBeInTheDocument();
    const call = screen.getByRole('link', { name: /call 999/ });
    expect(call).toHaveAttribute('href', 'tel:999');
  });
});
