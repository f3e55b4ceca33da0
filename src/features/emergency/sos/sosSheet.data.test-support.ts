/**
 * Shared, mutable test data for the SOS sheet tests, and the stand-ins their `vi.mock` factories
 * return (only vitest is imported: mock factories load this file).
 */
import { vi } from 'vitest';

export interface TestContact {
  id: string;
  name: string;
  phone: string;
  email?: string;
  priority: number;
}

export const data = {
  contacts: [] as TestContact[],
  backupContacts: [] as TestContact[],
  settings: { backupDelayMinutes: 5, autoVoiceCalls: false, silentMode: false, customMessage: '' },
};

export const FIX = { lat: 51.5073509, lng: -0.1277583, accuracy: 9, timestamp: 0 };

export const AMAL: TestContact = {
  id: 'a',
  name: 'Amal',
  phone: '+447700900001',
  email: 'amal@example.org',
  priority: 1,
};
export const BEA: TestContact = { id: 'b', name: 'Bea', phone: '+15550100002', priority: 2 };

/**
 * The stand-in for `vault/device/essentials`: `data`'s contacts in the UK. `withoutNames` keeps
 * no names, as the real essentials; `extra` adds fields, read at each call.
 */
export function mockedEssentials(
  options: { withoutNames?: boolean; extra?: () => Record<string, unknown> } = {},
) {
  const listed = (contacts: TestContact[]) =>
    options.withoutNames ? contacts.map(({ name: _name, ...rest }) => rest) : contacts;
  return {
    EMPTY_ESSENTIALS: {},
    readEssentials: vi.fn(async () => ({
      v: 1,
      contacts: listed(data.contacts),
      backupContacts: listed(data.backupContacts),
      message: '',
      country: 'UK',
      triggers: {},
      checkInDeadline: null,
      ...options.extra?.(),
    })),
  };
}

/** The stand-in for the emergency settings repository: `data.settings`. */
export function mockedSettingsRepository() {
  return { readEmergencySettings: vi.fn(async () => data.settings) };
}
