import { describe, expect, it, vi } from 'vitest';
import { getVaultDatabase, lockVault, readEssentials } from '../../../vault';
import { installTestVault } from '../../../vault/testing/vault.test-support';
import { addContact } from '../contacts/contactsRepository';
import {
  DEFAULT_EMERGENCY_SETTINGS,
  readEmergencySettings,
  saveEmergencySettings,
  settingsFrom,
} from './emergencySettingsRepository';

installTestVault('contacts', 'backupContacts', 'emergencySettings');

describe('emergency settings repository', () => {
  it('has the spec’s defaults when nothing was saved', async () => {
    expect(await readEmergencySettings()).toEqual({
      id: 'emergency',
      locationFrequencySeconds: 30,
      backupDelayMinutes: 5,
      autoVoiceCalls: false,
      silentMode: true,
      customMessage: '',
      // Delivery by the server stays off until the person turns it on (issue 29).
      serverAlerts: false,
      // The locked calculator's alarm can use the contacts until she says otherwise.
      lockedAlarm: true,
    });
  });

  it('merges each change into the one record', async () => {
    await saveEmergencySettings({ locationFrequencySeconds: 10 });
    await saveEmergencySettings({ backupDelayMinutes: 2, autoVoiceCalls: true });
    await saveEmergencySettings({ silentMode: false });
    expect(await readEmergencySettings()).toEqual({
      ...DEFAULT_EMERGENCY_SETTINGS,
      locationFrequencySeconds: 10,
      backupDelayMinutes: 2,
      autoVoiceCalls: true,
      silentMode: false,
    });
    expect(await getVaultDatabase().emergencySettings.count()).toBe(1);
  });

  it('saves the trimmed message and writes it, with the contacts, to the SOS essentials', async () => {
    await addContact('trusted', { name: 'Sam', phone: '07911 123456' }, 'GB');
    const result = await saveEmergencySettings({ customMessage: '  Come to the back door.  ' });
    expect(result).toMatchObject({ ok: true, essentialsSaved: true });
    expect((await readEmergencySettings()).customMessage).toBe('Come to the back door.');
    const essentials = await readEssentials();
    expect(essentials.message).toBe('Come to the back door.');
    expect(essentials.contacts.map((c) => c.phone)).toEqual(['+447911123456']);
  });

  it('refuses a message over 500 characters', async () => {
    expect(await saveEmergencySettings({ customMessage: 'x'.repeat(501) })).toEqual({
      ok: false,
      reason: 'too-long',
    });
    expect(await saveEmergencySettings({ customMessage: 'x'.repeat(500) })).toMatchObject({
      ok: true,
    });
  });

  it('falls back to the default for a stored value outside the options', () => {
    expect(
      settingsFrom({ locationFrequencySeconds: 15, backupDelayMinutes: 10, silentMode: 'yes' }),
    ).toEqual({ ...DEFAULT_EMERGENCY_SETTINGS, backupDelayMinutes: 10 });
    expect(settingsFrom({ id: 'emergency', __corrupt: 'decrypt-failed' })).toEqual(
      DEFAULT_EMERGENCY_SETTINGS,
    );
  });

  it('reports a full disk or a locked vault', async () => {
    const db = getVaultDatabase();
    vi.spyOn(db.emergencySettings, 'put').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    expect(await saveEmergencySettings({ silentMode: false })).toEqual({
      ok: false,
      reason: 'quota',
    });
    vi.restoreAllMocks();
    lockVault();
    expect(await saveEmergencySettings({ silentMode: false })).toEqual({
      ok: false,
      reason: 'locked',
    });
  });
});
