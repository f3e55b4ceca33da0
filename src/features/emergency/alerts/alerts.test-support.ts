import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  Alarm,
  AlarmRequest,
  AlertChannel,
  AlertProfile,
  AlertsStatus,
  DeadlineRequest,
  Delivery,
} from '../../../../api/contract';

/**
 * Test support: msw/node handlers for "Alerts delivered by the server" (api/contract.ts) until the
 * server's own land in api/alerts. One account; every call is logged as "METHOD /path" with its
 * body. An alarm gets one queued delivery per contact and channel the server can use; tests move
 * those statuses on themselves, as the real delivery would.
 */
export interface FakeAlertsServer {
  channels: Record<AlertChannel, boolean>;
  smsNeedsUpgrade: boolean;
  profile: AlertProfile | null;
  /** The next PUT /api/alerts/profile answers this instead (then it is cleared). */
  refuseProfile: { status: 400 | 503; body: Record<string, string> } | null;
  alarms: Map<string, Alarm>;
  deadline: DeadlineRequest | null;
  /** Every call fails as a network error. */
  offline: boolean;
  calls: string[];
  bodies: { call: string; body: unknown }[];
  handlers: HttpHandler[];
}

function deliveriesFor(server: FakeAlertsServer): Delivery[] {
  const deliveries: Delivery[] = [];
  for (const contact of server.profile?.contacts ?? []) {
    const channels: AlertChannel[] = [];
    if (contact.email && server.channels.email) channels.push('email');
    if (contact.phone && server.channels.sms) channels.push('sms');
    for (const channel of channels) {
      deliveries.push({
        contactId: contact.id,
        contactName: contact.name,
        channel,
        backup: contact.backup,
        status: 'queued',
        attempts: 0,
        updatedAt: new Date().toISOString(),
      });
    }
  }
  return deliveries;
}

export function createAlertsServer(): FakeAlertsServer {
  const server: FakeAlertsServer = {
    channels: { email: true, sms: false, push: true },
    smsNeedsUpgrade: true,
    profile: null,
    refuseProfile: null,
    alarms: new Map(),
    deadline: null,
    offline: false,
    calls: [],
    bodies: [],
    handlers: [],
  };
  const status = (): AlertsStatus => ({
    channels: { ...server.channels },
    smsNeedsUpgrade: server.smsNeedsUpgrade,
    enabled: server.profile !== null,
    deadline: server.deadline?.dueAt ?? null,
    contactLinks: {},
  });
  const answer =
    (respond: (request: Request, params: Record<string, string>) => Promise<Response> | Response) =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      server.calls.push(call);
      const text = await request.clone().text();
      server.bodies.push({ call, body: text ? (JSON.parse(text) as unknown) : undefined });
      if (server.offline) return HttpResponse.error();
      return respond(request, params as Record<string, string>);
    };
  const offAnswer = () =>
    HttpResponse.json({ message: 'Server alerts are off for this account.' }, { status: 409 });
  const alarmOr404 = (id: string, then: (alarm: Alarm) => Response) => {
    const alarm = server.alarms.get(id);
    return alarm ? then(alarm) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  };

  server.handlers = [
    http.get(
      '*/api/alerts/status',
      answer(() => HttpResponse.json(status())),
    ),
    http.put(
      '*/api/alerts/profile',
      answer(async (request) => {
        const refusal = server.refuseProfile;
        server.refuseProfile = null;
        if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status });
        server.profile = (await request.json()) as AlertProfile;
        return HttpResponse.json(status());
      }),
    ),
    http.delete(
      '*/api/alerts/profile',
      answer(() => {
        server.profile = null;
        server.deadline = null;
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.post(
      '*/api/alerts/alarms',
      answer(async (request) => {
        const { id, kind } = (await request.json()) as AlarmRequest;
        if (!server.profile && !server.alarms.has(id)) return offAnswer();
        // Posting the same id again is the same alarm.
        const alarm = server.alarms.get(id) ?? {
          id,
          kind,
          createdAt: new Date().toISOString(),
          backupAt: null,
          safeAt: null,
          deliveries: deliveriesFor(server),
        };
        server.alarms.set(id, alarm);
        return HttpResponse.json(alarm, { status: 202 });
      }),
    ),
    http.get(
      '*/api/alerts/alarms/:id',
      answer((_, { id }) => alarmOr404(id!, (alarm) => HttpResponse.json(alarm))),
    ),
    http.post(
      '*/api/alerts/alarms/:id/safe',
      answer((_, { id }) =>
        alarmOr404(id!, (alarm) => {
          alarm.safeAt = new Date().toISOString();
          alarm.deliveries = alarm.deliveries.filter((d) => !d.backup || d.status !== 'queued');
          return HttpResponse.json(alarm);
        }),
      ),
    ),
    http.put(
      '*/api/alerts/deadline',
      answer(async (request) => {
        if (!server.profile) return offAnswer();
        server.deadline = (await request.json()) as DeadlineRequest;
        return HttpResponse.json({ deadline: server.deadline.dueAt });
      }),
    ),
    http.delete(
      '*/api/alerts/deadline',
      answer(() => {
        server.deadline = null;
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
  return server;
}

/** Sets the status of one alarm's deliveries to one contact, as the server's delivery would. */
export function setDeliveryStatus(
  server: FakeAlertsServer,
  alarmId: string,
  contactId: string,
  status: Delivery['status'],
): void {
  const alarm = server.alarms.get(alarmId);
  for (const delivery of alarm?.deliveries ?? []) {
    if (delivery.contactId === contactId) delivery.status = status;
  }
}
