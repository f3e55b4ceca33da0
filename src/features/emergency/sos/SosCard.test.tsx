import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import { useToastStore } from '../../../ui/toast/toastStore';
import { useCountryStore } from '../../country';
import { SosCard } from './SosCard';
import { useSosSheet } from './sosStore';

vi.mock('../sheet', () => ({ SosSheet: () => null }));

const { renderWithI18n } = installTestI18n();
afterEach(() => {
  cleanup();
  useSosSheet.getState().close();
});

describe('SOS card', () => {
  it('has the SOS Alert button with its subtitle, which opens the sheet', async () => {
    await act(async () => {
      renderWithI18n(<SosCard />);
    });
    const sos = screen.getByRole('button', { name: 'SOS Alert' });
    expect(sos).toHaveAccessibleDescription(
      'Silent alert to contacts with location. Calculator stays visible.',
    );
    await userEvent.click(sos);
    expect(useSosSheet.getState()).toMatchObject({ open: true, reason: 'sos-button' });
  });

  it('calls the region’s emergency number', async () => {
    useCountryStore.setState({ country: 'FR', chosen: true });
    await act(async () => {
      renderWithI18n(<SosCard />);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Call 112' }));
    expect(useToastStore.getState().current?.title).toBe('Call 112 for general emergency');
  });
});
