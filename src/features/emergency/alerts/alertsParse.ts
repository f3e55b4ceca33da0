import type {
  Alarm,
  AlertChannel,
  AlertsStatus,
  Delivery,
  DeliveryStatus,
} from '../../../../api/contract';

/**
 * The server's answers, read defensively: a delivery whose channel or status is not one the
 * contract names is left out rather than guessed at, so nothing is ever shown as sent that the
 * server did not report in so many words. Null: the body is not the contract's shape.
 */
const CHANNELS: readonly AlertChannel[] = ['email', 'sms', 'push'];
const STATUSES: readonly DeliveryStatus[] = ['queued', 'sent', 'delivered', 'failed'];

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const oneOf = <T extends string>(options: readonly T[], value: unknown): T | null =>
  options.find((option) => option === value) ?? null;

function parseDelivery(value: unknown): Delivery | null {
  if (!isObject(value)) return null;
  const channel = oneOf(CHANNELS, value.channel);
  const status = oneOf(STATUSES, value.status);
  const contactId = text(value.contactId);
  if (!channel || !status || contactId === null) return null;
  return {
    contactId,
    contactName: text(value.contactName) ?? '',
    channel,
    backup: value.backup === true,
    status,
    attempts: typeof value.attempts === 'number' ? value.attempts : 0,
    updatedAt: text(value.updatedAt) ?? '',
    ...(text(value.error) !== null ? { error: text(value.error)! } : {}),
  };
}

export function parseAlarm(body: unknown): Alarm | null {
  if (!isObject(body) || text(body.id) === null || !Array.isArray(body.deliveries)) return null;
  return {
    id: text(body.id)!,
    kind: body.kind === 'duress' || body.kind === 'checkin' ? body.kind : 'sos',
    createdAt: text(body.createdAt) ?? '',
    backupAt: text(body.backupAt),
    safeAt: text(body.safeAt),
    deliveries: body.deliveries.map(parseDelivery).filter((d): d is Delivery => d !== null),
  };
}

export function parseStatus(body: unknown): AlertsStatus | null {
  if (!isObject(body) || !isObject(body.channels)) return null;
  const channels = body.channels;
  const links = isObject(body.contactLinks) ? body.contactLinks : {};
  return {
    channels: {
      email: channels.email === true,
      sms: channels.sms === true,
      push: channels.push === true,
    },
    smsNeedsUpgrade: body.smsNeedsUpgrade === true,
    enabled: body.enabled === true,
    deadline: text(body.deadline),
    contactLinks: Object.fromEntries(
      Object.entries(links).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  };
}
