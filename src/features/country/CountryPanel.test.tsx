import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installTestI18n } from '../../i18n/i18n.test-support';
import { installFakeDevice } from '../../platform/device/device.test-support';
import { installFakeLocale } from '../../platform/device/locale.test-support';
import { useToastStore } from '../../ui/toast/toastStore';
import { useCountryStore } from './countryStore';
import { CountryPanel } from './CountryPanel';

const { renderWithI18n } = installTestI18n('country', 'shell');

beforeEach(() => {
  // A device in the UK: the guessed country (UK) and every screen's number (999) agree.
  installFakeLocale();
  useCountryStore.setState({ country: 'UK', detected: null, chosen: false });
  useToastStore.setState({ current: null });
});

function renderPanel() {
  return renderWithI18n(<CountryPanel />);
}

describe('Country tab', () => {
  it('offers the 16 countries in a picker named Country', () => {
    renderPanel();
    const picker = screen.getByRole('combobox', { name: 'Country' });
    const values = within(picker)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(values).toEqual([
      'UK',
      'FR',
      'BE',
      'ES',
      'US',
      'CA',
      'AU',
      'DE',
      'IT',
      'NL',
      'SE',
      'NO',
      'IN',
      'JP',
      'BR',
      'MX',
    ]);
  });

  it('changing the country updates the buttons and toasts', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('button', { name: /Emergency 999/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'FR');
    expect(screen.getByRole('button', { name: /Emergency 112/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Police 17/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Fire 18/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Medical 15/ })).toBeInTheDocument();
    // The toast follows the save, whose first run loads the vault's code: waited for, not timed.
    await waitFor(
      () =>
        expect(useToastStore.getState().current).toMatchObject({
          title: 'Country Updated',
          description: 'Emergency resources updated for France',
        }),
      { timeout: 30_000 },
    );
  });

  it('gives helplines a tel: call link and a website link opening safely in a new tab', () => {
    renderPanel();
    const call = screen.getByRole('link', {
      name: 'Call National Domestic Abuse Helpline (Refuge)',
    });
    expect(call).toHaveAttribute('href', 'tel:+448082000247');
    const samaritans = screen.getByRole('link', { name: 'Call Samaritans' });
    expect(samaritans).toHaveAttribute('href', 'tel:116123');
    const site = screen.getByRole('link', { name: 'Website of Samaritans' });
    expect(site).toHaveAttribute('href', 'https://www.samaritans.org/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('does not show legal aid, and shows the silent-call method where one exists', () => {
    renderPanel();
    expect(screen.queryByText('Civil Legal Advice')).not.toBeInTheDocument();
    const silent = screen.getByRole('complementary');
    expect(silent).toHaveTextContent('If you cannot speak');
    expect(silent).toHaveTextContent(/press 55/);
  });

  it('on a desktop browser, an emergency button toasts the number to dial', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: /Police 999/ }));
    expect(useToastStore.getState().current?.title).toBe('Call 999 for police emergency');
  });

  it('on a phone, an emergency button dials through tel: and toasts "Calling"', async () => {
    const user = userEvent.setup();
    const device = installFakeDevice();
    device.phone = true;
    renderPanel();
    await user.click(screen.getByRole('button', { name: /Emergency 999/ }));
    expect(device.opened).toEqual(['tel:999']);
    expect(useToastStore.getState().current?.title).toBe('Calling 999');
  });

  it('shows the supported languages as badges, named by Intl', () => {
    useCountryStore.setState({ country: 'BE' });
    renderPanel();
    expect(screen.getByText('French')).toBeInTheDocument();
    expect(screen.getByText('Dutch')).toBeInTheDocument();
  });
});
