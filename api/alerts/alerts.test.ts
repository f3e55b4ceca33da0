// @vitest-environment node
// Alerts delivered by the server, end to end over HTTP: the API on PGlite, served on a port (the
// SMS gateway calls back to it), with a real SMTP server, a Twilio-shaped gateway and a Web Push
// service that decrypts what it receives (api/alerts/testing/).
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../app';
import type { Alarm, AlertProfile, AlertsStatus } from '../contract';
import { DEFAULT_RATE_LIMITS } from '../options';
import { openPglite } from '../sql/pglite';
import { migrate } from '../sql/migrations';
import { createSqlStore } from '../sql/sqlStore';
import type { SqlClient } from '../sql/client';
import { randomBytes } from 'node:crypto';
import { SqlAlerts } from './sqlAlerts';
import { AlertWorker } from './worker';
import { startSmtpSink, type SmtpSink } from './testing/smtpSink.test-support';
import { startSmsGateway, type SmsGateway } from './testing/smsGateway.test-support';
import { startPushService, type PushService } from './testing/pushService.test-support';
import { STARTS_DATABASE_MS } from '../testing/timeouts.test-support';

// Starts PGlite (see STARTS_DATABASE_MS), and deliveries go through real sockets on a machine that
// may be busy: generous limits, no speed asserted.
vi.setConfig({ testTimeout: STARTS_DATABASE_MS, hookTimeout: STARTS_DATABASE_MS });

let db: SqlClient;
let sink: SmtpSink;
let gateway: SmsGateway;
let pushService: PushService;
let server: ServerType;
let base: string;
let alerts: SqlAlerts;
let worker: AlertWorker;
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  [sink, gateway, pushService] = await Promise.all([
    startSmtpSink(),
    startSmsGateway({ sid: 'AC0123456789abcdef0123456789abcdef', token: 'gateway-token' }),
    startPushService(),
  ]);
  const store = createSqlStore(db);
  let app: ReturnType<typeof createApiApp> | null = null;
  server = serve({
    fetch: (request) => app!.fetch(request, { clientAddress: '192.0.2.7' }),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  alerts = new SqlAlerts(
    db,
    {
      smtp: { url: sink.url, from: 'alerts@example.org' },
      sms: {
        baseUrl: gateway.url,
        sid: 'AC0123456789abcdef0123456789abcdef',
        token: 'gateway-token',
        from: '+15005550006',
      },
      publicUrl: base,
      key: randomBytes(32),
      allowLocalPushEndpoints: true,
      pollMs: 50,
    },
    now,
  );
  worker = new AlertWorker(alerts, { pushAgent: pushService.agent });
  app = createApiApp({ store, alerts, rateLimits: DEFAULT_RATE_LIMITS, now });
  worker.start();
});

afterAll(async () => {
  await worker.stop();
  await new Promise((resolve) => server.close(resolve));
  await Promise.all([sink.close(), gateway.close(), pushService.close()]);
  await db.close();
});

beforeEach(() => {
  offsetMs = 0;
});

/** A new anonymous account, signed in: its cookie. */
async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/login`, { method: 'POST', headers: { Origin: base } });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('no session');
  return cookie;
}

function call(cookie: string, method: string, path: string, body?: unknown, headers = {}) {
  return fetch(`${base}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: base, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A new account with server alerts on and one contact who has an email address. */
async function withMailContact(name: string): Promise<{ cookie: string; to: string }> {
  const cookie = await signIn();
  const to = mailbox();
  const put = await call(
    cookie,
    'PUT',
    '/api/alerts/profile',
    profile([{ id: 'c1', name, email: to, backup: false }]),
  );
  expect(put.status).toBe(200);
  return { cookie, to };
}

let unique = 0;
const mailbox = () => `contact${(unique += 1)}-${Date.now()}@example.net`;

function profile(
  contacts: AlertProfile['contacts'],
  extra: Partial<AlertProfile> = {},
): AlertProfile {
  return {
    contacts,
    message: 'I need help. Please call me or come.',
    backupDelayMinutes: 2,
    language: 'en',
    ...extra,
  };
}

async function alarmUntil(cookie: string, id: string, done: (alarm: Alarm) => boolean) {
  for (;;) {
    const alarm = (await (await call(cookie, 'GET', `/api/alerts/alarms/${id}`)).json()) as Alarm;
    if (done(alarm)) return alarm;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the SOS by email', () => {
  it('reaches the contact with her message, the time, a maps link and a stop link; the receipt says delivered', async () => {
    const cookie = await signIn();
    const to = mailbox();
    const put = await call(
      cookie,
      'PUT',
      '/api/alerts/profile',
      profile([{ id: 'c1', name: 'Sam', email: to, backup: false }]),
    );
    expect(put.status).toBe(200);
    const status = (await put.json()) as AlertsStatus;
    expect(status).toMatchObject({
      enabled: true,
      channels: { email: true, sms: false, push: true },
    });
    expect(status.contactLinks.c1).toMatch(new RegExp(`^${base}/follow/[A-Za-z0-9_-]{43}$`));

    const raised = await call(cookie, 'POST', '/api/alerts/alarms', {
      id: 'sos-1',
      kind: 'sos',
      position: { lat: 51.5074, lng: -0.1278, accuracy: 12 },
    });
    expect(raised.status).toBe(202);
    const mail = await sink.waitFor((m) => m.to.includes(to));
    expect(mail.subject).toBe('Emergency alert');
    expect(mail.text).toContain('I need help. Please call me or come.');
    expect(mail.text).toContain('https://maps.google.com/?q=51.507400,-0.127800');
    expect(mail.text).toContain(status.contactLinks.c1);
    expect(mail.text).toMatch(/Time: .+\(UTC\)/);
    expect(mail.text).toMatch(new RegExp(`${base}/api/alerts/stop/[A-Za-z0-9_-]{43}`));
    const alarm = await alarmUntil(cookie, 'sos-1', (a) => a.deliveries[0]?.status === 'delivered');
    expect(alarm.deliveries).toEqual([
      expect.objectContaining({
        contactName: 'Sam',
        channel: 'email',
        status: 'delivered',
        backup: false,
      }),
    ]);
  });

  it('the same alarm posted twice is one alarm and one mail', async () => {
    const { cookie, to } = await withMailContact('Ana');
    const first = await call(cookie, 'POST', '/api/alerts/alarms', { id: 'twice', kind: 'sos' });
    const second = await call(cookie, 'POST', '/api/alerts/alarms', { id: 'twice', kind: 'sos' });
    expect([first.status, second.status]).toEqual([202, 202]);
    await alarmUntil(cookie, 'twice', (a) => a.deliveries[0]?.status === 'delivered');
    await worker.tick();
    expect(sink.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('nothing is accepted as an alarm when server alerts are off', async () => {
    const cookie = await signIn();
    const response = await call(cookie, 'POST', '/api/alerts/alarms', { id: 'off', kind: 'sos' });
    expect(response.status).toBe(409);
    const status = (await (await call(cookie, 'GET', '/api/alerts/status')).json()) as AlertsStatus;
    expect(status.enabled).toBe(false);
  });
});

describe('bad input', () => {
  it('an invalid address or number is refused when saved, naming the contact and the field', async () => {
    const cookie = await signIn();
    const badMail = await call(
      cookie,
      'PUT',
      '/api/alerts/profile',
      profile([{ id: 'c1', name: 'Sam', email: 'sam@', backup: false }]),
    );
    expect(badMail.status).toBe(400);
    expect(await badMail.json()).toEqual({
      message: 'The email address of Sam is not valid.',
      field: 'contacts[0].email',
    });
    const badPhone = await call(
      cookie,
      'PUT',
      '/api/alerts/profile',
      profile([{ id: 'c1', name: 'Li', phone: '07700 900123', backup: false }]),
    );
    expect(badPhone.status).toBe(400);
    expect(((await badPhone.json()) as { field: string }).field).toBe('contacts[0].phone');
    const status = (await (await call(cookie, 'GET', '/api/alerts/status')).json()) as AlertsStatus;
    expect(status.enabled).toBe(false);
  });

  it('a wrong alarm kind and a bad message are answered without naming the field, as they always were', async () => {
    const cookie = await signIn();
    const wrongKind = await call(cookie, 'POST', '/api/alerts/alarms', { id: 'a1', kind: 'panic' });
    expect(wrongKind.status).toBe(400);
    expect(await wrongKind.text()).toBe(
      '{"message":"\\"kind\\" must be one of: sos, duress, checkin."}',
    );
    const contact = { id: 'c1', name: 'Sam', email: mailbox(), backup: false };
    const blank = await call(cookie, 'PUT', '/api/alerts/profile', {
      ...profile([contact]),
      message: ' ',
    });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toBe('{"message":"\\"message\\" must not be empty."}');
    const noName = await call(
      cookie,
      'PUT',
      '/api/alerts/profile',
      profile([{ ...contact, name: '' }]),
    );
    expect(await noName.text()).toBe(
      '{"message":"\\"name\\" must not be empty.","field":"contacts[0].name"}',
    );
  });

  it('a stolen session cannot flood her contacts: the 11th new alarm in 10 minutes is refused', async () => {
    // The limit counts per 10-minute window of the clock. The test starts at a window's start, so
    // its eleven alarms fall in one window whatever the time (a boundary between the first and the
    // eleventh let the eleventh through, about one run in a thousand).
    offsetMs = -(Date.now() % (DEFAULT_RATE_LIMITS.alarms.windowSeconds * 1000));
    const cookie = await signIn();
    await call(
      cookie,
      'PUT',
      '/api/alerts/profile',
      profile([{ id: 'c1', name: 'Sam', email: mailbox(), backup: false }]),
    );
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push(
        (await call(cookie, 'POST', '/api/alerts/alarms', { id: `flood-${i}`, kind: 'sos' }))
          .status,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 202)).toBe(true);
    expect(codes[10]).toBe(429);
    // A repeat of an alarm already raised is still answered.
    expect(
      (await call(cookie, 'POST', '/api/alerts/alarms', { id: 'flood-0', kind: 'sos' })).status,
    ).toBe(202);
  });
});

describe('SMS through the gateway (enhanced alerts)', () => {
  it('free accounts get no SMS from the server; with friend access the SMS is sent and the status callback marks it delivered', async () => {
    const cookie = await signIn();
    const phone = `+4477009${String(100000 + (unique += 1)).slice(-5)}`;
    const contacts = [{ id: 'c1', name: 'Noor', phone, backup: false }];
    const free = (await (
      await call(cookie, 'PUT', '/api/alerts/profile', profile(contacts))
    ).json()) as AlertsStatus;
    expect(free.channels.sms).toBe(false);
    expect(free.smsNeedsUpgrade).toBe(true);
    await call(cookie, 'POST', '/api/alerts/alarms', { id: 'free-1', kind: 'sos' });
    const freeAlarm = (await (
      await call(cookie, 'GET', '/api/alerts/alarms/free-1')
    ).json()) as Alarm;
    expect(freeAlarm.deliveries).toEqual([]);

    expect((await call(cookie, 'POST', '/api/friend-access', { code: '11111' })).status).toBe(200);
    const paid = (await (await call(cookie, 'GET', '/api/alerts/status')).json()) as AlertsStatus;
    expect(paid.channels.sms).toBe(true);
    await call(cookie, 'POST', '/api/alerts/alarms', {
      id: 'sms-1',
      kind: 'sos',
      position: { lat: 41.0082, lng: 28.9784 },
    });
    const sms = await gateway.waitFor((m) => m.to === phone);
    expect(sms.from).toBe('+15005550006');
    expect(sms.body).toContain('I need help.');
    expect(sms.body).toContain('https://maps.google.com/?q=41.008200,28.978400');
    await alarmUntil(cookie, 'sms-1', (a) => a.deliveries[0]?.status === 'sent');
    expect(await gateway.deliver(sms.sid, 'delivered')).toBe(204);
    const alarm = await alarmUntil(cookie, 'sms-1', (a) => a.deliveries[0]?.status === 'delivered');
    expect(alarm.deliveries[0]).toMatchObject({ channel: 'sms', contactName: 'Noor' });
  });
});

describe('SMS and the plan’s end date', () => {
  it('the 3-day trial (started on the server, no card) allows SMS until it ends, then not', async () => {
    const cookie = await signIn();
    const phone = `+4477009${String(100000 + (unique += 1)).slice(-5)}`;
    await call(
      cookie,
      'PUT',
      '/api/alerts/profile',
      profile([{ id: 'c1', name: 'Ana', phone, backup: false }]),
    );
    expect((await call(cookie, 'POST', '/api/subscription/trial', {})).status).toBe(200);
    const trial = (await (await call(cookie, 'GET', '/api/alerts/status')).json()) as AlertsStatus;
    expect(trial.channels.sms).toBe(true);
    offsetMs = 3 * 24 * 60 * 60_000 + 1000;
    const ended = (await (await call(cookie, 'GET', '/api/alerts/status')).json()) as AlertsStatus;
    expect(ended.channels.sms).toBe(false);
    expect(ended.smsNeedsUpgrade).toBe(true);
  });
});

describe('Web Push to the contact page', () => {
  it('a contact who allowed notifications gets the alert encrypted for their browser; showing it marks it delivered', async () => {
    const cookie = await signIn();
    const status = (await (
      await call(
        cookie,
        'PUT',
        '/api/alerts/profile',
        profile([{ id: 'c1', name: 'Kim', backup: false }]),
      )
    ).json()) as AlertsStatus;
    const page = status.contactLinks.c1!;
    const token = page.split('/').pop()!;
    const { publicKey } = (await (await fetch(`${base}/api/alerts/push-key`)).json()) as {
      publicKey: string;
    };
    const subscription = pushService.subscribe({ applicationServerKey: publicKey });
    const subscribed = await fetch(`${base}/api/follow/${token}/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify(subscription),
    });
    expect(subscribed.status).toBe(204);
    expect(
      (
        await fetch(`${base}/api/follow/${'x'.repeat(43)}/push`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: base },
          body: JSON.stringify(subscription),
        })
      ).status,
    ).toBe(404);

    await call(cookie, 'POST', '/api/alerts/alarms', { id: 'push-1', kind: 'sos' });
    const push = await pushService.waitFor((p) => p.endpoint === subscription.endpoint);
    const payload = JSON.parse(push.payload) as {
      title: string;
      body: string;
      url: string;
      receipt: string;
    };
    expect(payload.title).toBe('Emergency alert');
    expect(payload.body).toContain('I need help.');
    expect(payload.url).toBe(page);
    await alarmUntil(cookie, 'push-1', (a) => a.deliveries[0]?.status === 'sent');
    const receipt = await fetch(`${base}/api/follow/${token}/receipt`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ receipt: payload.receipt }),
    });
    expect(receipt.status).toBe(204);
    const forged = await fetch(`${base}/api/follow/${token}/receipt`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ receipt: `${payload.receipt.split('.')[0]}.forged` }),
    });
    expect(forged.status).toBe(404);
    await alarmUntil(cookie, 'push-1', (a) => a.deliveries[0]?.status === 'delivered');
  });
});

describe('backup contacts', () => {
  it('are alerted after the delay; marking herself safe first means they never are', async () => {
    const cookie = await signIn();
    const first = mailbox();
    const backup = mailbox();
    await call(
      cookie,
      'PUT',
      '/api/alerts/profile',
      profile(
        [
          { id: 'c1', name: 'First', email: first, backup: false },
          { id: 'c2', name: 'Backup', email: backup, backup: true },
        ],
        { backupDelayMinutes: 5 },
      ),
    );

    await call(cookie, 'POST', '/api/alerts/alarms', { id: 'b-1', kind: 'sos' });
    await sink.waitFor((m) => m.to.includes(first));
    const waiting = (await (await call(cookie, 'GET', '/api/alerts/alarms/b-1')).json()) as Alarm;
    expect(waiting.deliveries.find((d) => d.backup)?.status).toBe('queued');
    offsetMs = 5 * 60_000 + 1000;
    worker.kick();
    const late = await sink.waitFor((m) => m.to.includes(backup));
    expect(late.text).toContain(
      'You are a backup contact: the first contacts were alerted 5 minutes ago',
    );

    offsetMs = 0;
    await call(cookie, 'POST', '/api/alerts/alarms', { id: 'b-2', kind: 'sos' });
    await alarmUntil(cookie, 'b-2', (a) =>
      a.deliveries.some((d) => !d.backup && d.status === 'delivered'),
    );
    const safe = (await (
      await call(cookie, 'POST', '/api/alerts/alarms/b-2/safe')
    ).json()) as Alarm;
    expect(safe.safeAt).not.toBeNull();
    expect(safe.deliveries.map((d) => d.contactName)).toEqual(['First']);
    offsetMs = 10 * 60_000;
    await worker.tick();
    expect(sink.mails.filter((m) => m.to.includes(backup))).toHaveLength(1);
  });
});

describe('the check-in deadline held by the server', () => {
  it('passes with nothing heard from the phone: the server alerts the contacts itself', async () => {
    const { cookie, to } = await withMailContact('Sam');
    const dueAt = new Date(Date.now() + 15 * 60_000).toISOString();
    const put = await call(cookie, 'PUT', '/api/alerts/deadline', {
      id: 'timer-1',
      dueAt,
      position: { lat: 48.8566, lng: 2.3522 },
    });
    expect(put.status).toBe(200);
    expect(
      ((await (await call(cookie, 'GET', '/api/alerts/status')).json()) as AlertsStatus).deadline,
    ).toBe(dueAt);
    await worker.tick();
    expect(sink.mails.some((m) => m.to.includes(to))).toBe(false);
    offsetMs = 15 * 60_000 + 1000;
    worker.kick();
    const mail = await sink.waitFor((m) => m.to.includes(to));
    expect(mail.subject).toBe('Emergency alert: a check-in was missed');
    expect(mail.text).toContain('did not check in by the time they set');
    expect(mail.text).toContain('https://maps.google.com/?q=48.856600,2.352200');
    // The phone at zero posts the same alarm: it is the same one, and no second mail goes out.
    expect(
      (await call(cookie, 'POST', '/api/alerts/alarms', { id: 'timer-1', kind: 'checkin' })).status,
    ).toBe(202);
    await worker.tick();
    expect(sink.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('withdrawn ("I\'m Safe", "Cancel Timer"), it alerts nobody', async () => {
    const { cookie, to } = await withMailContact('Sam');
    await call(cookie, 'PUT', '/api/alerts/deadline', {
      id: 'timer-2',
      dueAt: new Date(Date.now() + 60_000).toISOString(),
    });
    // A late withdrawal of an earlier run leaves this one in place.
    expect((await call(cookie, 'DELETE', '/api/alerts/deadline?id=timer-older')).status).toBe(204);
    const held = (await (await call(cookie, 'GET', '/api/alerts/status')).json()) as AlertsStatus;
    expect(held.deadline).not.toBeNull();
    expect((await call(cookie, 'DELETE', '/api/alerts/deadline?id=timer-2')).status).toBe(204);
    offsetMs = 2 * 60_000;
    await worker.tick();
    expect(sink.mails.some((m) => m.to.includes(to))).toBe(false);
  });
});

describe('the duress alarm', () => {
  it('a "help" check-in alerts the contacts once, however often it is retried', async () => {
    const { cookie, to } = await withMailContact('Sam');
    const body = { status: 'help', location: '40.4168,-3.7038' };
    const headers = { 'Idempotency-Key': 'duress-key-1' };
    expect((await call(cookie, 'POST', '/api/checkin', body, headers)).status).toBe(201);
    expect((await call(cookie, 'POST', '/api/checkin', body, headers)).status).toBe(201);
    const mail = await sink.waitFor((m) => m.to.includes(to));
    expect(mail.text).toContain('https://maps.google.com/?q=40.416800,-3.703800');
    await worker.tick();
    expect(sink.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
  });
});

describe('the live location link (issue 26)', () => {
  const LIVE = `/follow/${'S'.repeat(22)}#${'k'.repeat(43)}`;
  /** Her link for this contact: their own token as ?c=, the key still only in the fragment. */
  const liveFor = (page: string) =>
    `${base}/follow/${'S'.repeat(22)}?c=${page.split('/').pop()!}#${'k'.repeat(43)}`;

  async function contactPage(cookie: string): Promise<string> {
    const status = (await (await call(cookie, 'GET', '/api/alerts/status')).json()) as AlertsStatus;
    return status.contactLinks.c1!;
  }

  it('an SOS, a duress alarm and a missed check-in sent while she shares each carry it', async () => {
    const sos = await withMailContact('Sam');
    const sosRaised = await call(sos.cookie, 'POST', '/api/alerts/alarms', {
      id: 'sos-live',
      kind: 'sos',
      liveLink: LIVE,
    });
    expect(sosRaised.status).toBe(202);
    const sosMail = await sink.waitFor((m) => m.to.includes(sos.to));
    expect(sosMail.text).toContain(
      `Follow their location live: ${liveFor(await contactPage(sos.cookie))}`,
    );

    const duress = await withMailContact('Ana');
    const body = { status: 'help', location: 'Location unavailable', liveLink: LIVE };
    expect((await call(duress.cookie, 'POST', '/api/checkin', body)).status).toBe(201);
    const duressMail = await sink.waitFor((m) => m.to.includes(duress.to));
    expect(duressMail.text).toContain(liveFor(await contactPage(duress.cookie)));

    const checkin = await withMailContact('Kim');
    const put = await call(checkin.cookie, 'PUT', '/api/alerts/deadline', {
      id: 'timer-live',
      dueAt: new Date(Date.now() + 60_000).toISOString(),
      liveLink: LIVE,
    });
    expect(put.status).toBe(200);
    offsetMs = 2 * 60_000;
    worker.kick();
    const checkinMail = await sink.waitFor((m) => m.to.includes(checkin.to));
    expect(checkinMail.text).toContain(liveFor(await contactPage(checkin.cookie)));
  });

  it('without sharing there is no live line; a malformed link is refused, naming the field', async () => {
    const { cookie, to } = await withMailContact('Sam');
    await call(cookie, 'POST', '/api/alerts/alarms', { id: 'no-live', kind: 'sos' });
    const mail = await sink.waitFor((m) => m.to.includes(to));
    // Its links carry random tokens, which spell "live" about one mail in 200,000: the words may
    // not, and no link carries a key in its fragment.
    expect(mail.text.replace(/https?:\/\/\S+/g, '<link>')).not.toContain('live');
    expect(mail.text).not.toContain('#');
    const bad = await call(cookie, 'POST', '/api/alerts/alarms', {
      id: 'bad-live',
      kind: 'sos',
      liveLink: 'https://elsewhere.example/follow/x#y',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'liveLink' });
  });

  it('the database holds the link only sealed', async () => {
    const { cookie } = await withMailContact('Sam');
    await call(cookie, 'POST', '/api/alerts/alarms', {
      id: 'sealed-live',
      kind: 'sos',
      liveLink: LIVE,
    });
    const rows = JSON.stringify(await db.query('SELECT * FROM alert_alarms'));
    expect(rows).not.toContain('k'.repeat(43));
  });
});

describe('failures and the stop link', () => {
  it('a mail server that answers 451 is tried again until it takes the mail', async () => {
    const { cookie, to } = await withMailContact('Sam');
    sink.setFailRate(1);
    await call(cookie, 'POST', '/api/alerts/alarms', { id: 'retry-1', kind: 'sos' });
    const waiting = await alarmUntil(
      cookie,
      'retry-1',
      (a) =>
        (a.deliveries[0]?.attempts ?? 0) >= 1 &&
        a.deliveries[0]?.status === 'queued' &&
        Boolean(a.deliveries[0]?.error),
    );
    expect(waiting.deliveries[0]?.error).toMatch(/451/);
    sink.setFailRate(0);
    offsetMs = 60_000;
    worker.kick();
    await sink.waitFor((m) => m.to.includes(to));
    await alarmUntil(cookie, 'retry-1', (a) => a.deliveries[0]?.status === 'delivered');
  });

  it('a contact who pressed stop gets nothing more, and her receipt says why', async () => {
    const { cookie, to } = await withMailContact('Sam');
    await call(cookie, 'POST', '/api/alerts/alarms', { id: 'stop-1', kind: 'sos' });
    const mail = await sink.waitFor((m) => m.to.includes(to));
    const stopLink = /(http:\/\/\S+\/api\/alerts\/stop\/\S+)/.exec(mail.text)?.[1];
    expect(stopLink).toBeDefined();
    const page = await fetch(stopLink!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop all messages');
    expect((await fetch(stopLink!, { method: 'POST', headers: { Origin: base } })).status).toBe(
      200,
    );
    await call(cookie, 'POST', '/api/alerts/alarms', { id: 'stop-2', kind: 'sos' });
    const alarm = await alarmUntil(cookie, 'stop-2', (a) => a.deliveries[0]?.status === 'failed');
    expect(alarm.deliveries[0]?.error).toBe('This contact asked to receive no more messages.');
    expect(sink.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
  });
});

describe('push endpoints the server will call', () => {
  it('are public https addresses: the push services of Chrome, Firefox, Edge and Apple, never this network', async () => {
    const { isPublicHttps } = await import('./sqlAlerts');
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
    ]) {
      expect(isPublicHttps(ok), ok).toBe(true);
    }
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://172.20.0.1/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest',
      'https://100.64.0.1/x',
      'https://[::1]/x',
      'https://[::]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:7f00:1]/x',
      'https://localhost/x',
      'https://db.internal/x',
      'https://intranet/x',
    ]) {
      expect(isPublicHttps(bad), bad).toBe(false);
    }
  });
});

describe('privacy', () => {
  it('the database holds no address, number or message in the clear, and deleting the account leaves no alert row', async () => {
    const cookie = await signIn();
    const to = mailbox();
    await call(
      cookie,
      'PUT',
      '/api/alerts/profile',
      profile(
        [{ id: 'c1', name: 'Priv Person', email: to, phone: '+447700900777', backup: false }],
        { message: 'Secret words of hers' },
      ),
    );
    await call(cookie, 'PUT', '/api/alerts/deadline', {
      id: 'p-1',
      dueAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    await call(cookie, 'POST', '/api/alerts/alarms', {
      id: 'p-2',
      kind: 'sos',
      position: { lat: 12.3456, lng: 65.4321 },
    });
    await sink.waitFor((m) => m.to.includes(to));
    const dump = JSON.stringify(
      await Promise.all(
        [
          'alert_profiles',
          'alert_contacts',
          'alert_alarms',
          'alert_deliveries',
          'alert_deadlines',
        ].map((t) => db.query(`SELECT * FROM ${t}`)),
      ),
    );
    for (const secret of [to, '+447700900777', 'Priv Person', 'Secret words', '12.3456']) {
      expect(dump).not.toContain(secret);
    }
    const user = (await (await call(cookie, 'GET', '/api/auth/user')).json()) as { id: string };
    expect((await call(cookie, 'POST', '/api/account/delete')).status).toBe(204);
    for (const table of [
      'alert_profiles',
      'alert_contacts',
      'alert_alarms',
      'alert_deliveries',
      'alert_deadlines',
    ]) {
      const rows = await db.query(`SELECT 1 FROM ${table} WHERE account_id = $1`, [user.id]);
      expect(rows, table).toHaveLength(0);
    }
  });
});
