import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import { useToastStore } from '../../../ui/toast/toastStore';
import { getVaultDatabase, readEssentials } from '../../../vault';
import { installTestVault } from '../../../vault/testing/vault.test-support';
import { AdvancedSettings } from './AdvancedSettings';
import { readEmergencySettings } from './emergencySettingsRepository';

const { renderWithI18n } = installTestI18n('contacts');
installTestVault('emergencySettings');

beforeEach(() => {
  useToastStore.setState({ current: null });
});

const renderSettings = () => renderWithI18n(<AdvancedSettings />);

describe('Advanced settings', () => {
  it('shows the defaults when nothing was saved', () => {
    renderSettings();
    expect(screen.getByRole('combobox', { name: 'Location update frequency' })).toHaveValue('30');
    expect(screen.getByRole('combobox', { name: 'Backup contact delay' })).toHaveValue('5');
    const calls = screen.getByRole('switch', { name: 'Auto voice calls' });
    expect(calls).not.toBeChecked();
    expect(calls).toHaveAccessibleDescription('Call contacts one after another after an alert');
    expect(screen.getByRole('switch', { name: 'Silent mode' })).toBeChecked();
    const message = screen.getByRole('textbox', { name: 'Custom emergency message' });
    expect(message).toHaveValue('');
    expect(message).toHaveAttribute('placeholder', 'I need help. This is my location:');
    expect(message).toHaveAttribute('maxlength', '500');
    expect(message).toHaveAttribute('autocomplete', 'off');
  });

  it('saves each choice as it is made', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Location update frequency' }),
      'Every 10 seconds',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Backup contact delay' }), '10');
    await user.click(screen.getByRole('switch', { name: 'Auto voice calls' }));
    await user.click(screen.getByRole('switch', { name: 'Silent mode' }));
    await waitFor(async () =>
      expect(await readEmergencySettings()).toMatchObject({
        locationFrequencySeconds: 10,
        backupDelayMinutes: 10,
        autoVoiceCalls: true,
        silentMode: false,
      }),
    );
    expect(screen.getByRole('switch', { name: 'Auto voice calls' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Silent mode' })).not.toBeChecked();
  });

  it('turns with Space, like a checkbox, and with a tap on its label', async () => {
    const user = userEvent.setup();
    renderSettings();
    const calls = screen.getByRole('switch', { name: 'Auto voice calls' });
    calls.focus();
    await user.keyboard(' ');
    expect(calls).toBeChecked();
    await user.click(screen.getByText('Silent mode'));
    expect(screen.getByRole('switch', { name: 'Silent mode' })).not.toBeChecked();
    await waitFor(async () =>
      expect(await readEmergencySettings()).toMatchObject({
        autoVoiceCalls: true,
        silentMode: false,
      }),
    );
  });

  it('saves the custom message to the vault and to the SOS essentials', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.type(
      screen.getByRole('textbox', { name: 'Custom emergency message' }),
      'Call me, do not text.',
    );
    expect(screen.getByText(/21 of 500 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save message' }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ title: 'Settings Saved' }),
    );
    expect((await readEmergencySettings()).customMessage).toBe('Call me, do not text.');
    expect((await readEssentials()).message).toBe('Call me, do not text.');
  });

  it('shows what was saved before', async () => {
    await getVaultDatabase().emergencySettings.put({
      id: 'emergency',
      locationFrequencySeconds: 60,
      backupDelayMinutes: 2,
      autoVoiceCalls: true,
      silentMode: false,
      customMessage: 'Help',
    });
    renderSettings();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Location update frequency' })).toHaveValue('60'),
    );
    expect(screen.getByRole('combobox', { name: 'Backup contact delay' })).toHaveValue('2');
    expect(screen.getByRole('switch', { name: 'Auto voice calls' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Custom emergency message' })).toHaveValue('Help');
  });
});
