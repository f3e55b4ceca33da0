import { describe, expect, it } from 'vitest';
import { parseAlarm, parseStatus } from './alertsParse';

const delivery = (status: unknown, channel: unknown = 'email') => ({
  contactId: 'a',
  contactName: 'Amal',
  channel,
  backup: false,
  status,
  attempts: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe("reading the server's answers", () => {
  it('leaves out a delivery whose status or channel the contract does not name, never guessing', () => {
    const alarm = parseAlarm({
      id: 'x',
      kind: 'sos',
      createdAt: '2026-01-01T00:00:00.000Z',
      backupAt: null,
      safeAt: null,
      deliveries: [
        delivery('delivered'),
        delivery('probably-sent'),
        delivery('sent', 'fax'),
        delivery(undefined),
      ],
    });
    expect(alarm?.deliveries.map((d) => d.status)).toEqual(['delivered']);
  });

  it('refuses a body that is not an alarm or a status', () => {
    expect(parseAlarm({ id: 'x' })).toBeNull();
    expect(parseAlarm('ok')).toBeNull();
    expect(parseStatus({ enabled: true })).toBeNull();
  });

  it('reads a channel as ready only when the server says true', () => {
    expect(parseStatus({ channels: { email: 'yes', sms: true }, enabled: true })).toMatchObject({
      channels: { email: false, sms: true, push: false },
      enabled: true,
      smsNeedsUpgrade: false,
      deadline: null,
    });
  });
});
