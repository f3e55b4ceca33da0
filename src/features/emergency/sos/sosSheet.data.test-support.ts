/** Shared, mutable test data for the SOS sheet tests (no imports: mock factories load it). */
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
