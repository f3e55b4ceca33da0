// @vitest-environment node
// The alert-delivery test peers speak the real protocols: nodemailer's mail reaches the SMTP sink
// parsed, a Twilio-style form reaches the SMS gateway, and web-push's encrypted, VAPID-signed push
// decrypts to the exact payload; what breaks a protocol is refused, as the real peer would.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import webpush from 'web-push';
import type { RequestDetails } from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { startPushService } from './pushService.test-support';
import { startSmsGateway } from './smsGateway.test-support';
import { startSmtpSink } from './smtpSink.test-support';

const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((peer) => peer.close()));
});
function track<T extends { close(): Promise<void> }>(peer: T): T {
  opened.push(peer);
  return peer;
}

describe('SMTP sink', () => {
  const message = {
    from: '"Calculator+" <alerts@example.org>',
    to: 'friend@example.net, other@example.net',
    subject: 'Check on Sam — an alert',
    text: 'Sam asked you to check on them.',
    html: '<p>Sam asked you to check on them.</p>',
    headers: { 'X-Alert-Id': 'alert-1' },
  };

  it('receives and parses a mail sent by nodemailer', async () => {
    const sink = track(await startSmtpSink());
    const transport = nodemailer.createTransport(sink.url);
    const info = await transport.sendMail(message);

    const mail = await sink.waitFor((m) => m.subject === message.subject);
    expect(mail).toMatchObject({
      from: 'alerts@example.org',
      to: ['friend@example.net', 'other@example.net'],
      text: message.text,
      html: message.html,
      messageId: info.messageId,
    });
    expect(mail.headers.get('x-alert-id')).toBe('alert-1');
    expect(mail.acceptedAt).toBeLessThanOrEqual(Date.now());
    expect(sink.refused).toEqual([]);
  });

  it('requires the configured credentials over plain text', async () => {
    const sink = track(await startSmtpSink({ auth: { user: 'relay', pass: 's3cret:/@' } }));
    await nodemailer.createTransport(sink.url).sendMail(message);
    expect(sink.mails).toHaveLength(1);

    const wrong = nodemailer.createTransport({
      host: sink.host,
      port: sink.port,
      secure: false,
      auth: { user: 'relay', pass: 'wrong' },
    });
    await expect(wrong.sendMail(message)).rejects.toMatchObject({ responseCode: 535 });
    expect(sink.mails).toHaveLength(1);
  });

  it('answers 451 and records nothing at failRate 1, then accepts again at 0', async () => {
    const sink = track(await startSmtpSink({ failRate: 1 }));
    const transport = nodemailer.createTransport(sink.url);
    await expect(transport.sendMail(message)).rejects.toMatchObject({
      responseCode: 451,
      response: '451 4.3.0 Try again later',
    });
    expect(sink.failures).toBe(1);
    expect(sink.mails).toEqual([]);

    sink.setFailRate(0);
    await transport.sendMail(message);
    expect(sink.mails).toHaveLength(1);
  });

  it('refuses a mail without the headers RFC 5322 requires', async () => {
    const sink = track(await startSmtpSink());
    const raw = 'From: alerts@example.org\r\nSubject: bare\r\n\r\nno date, no id\r\n';
    const send = nodemailer.createTransport(sink.url).sendMail({
      envelope: { from: 'alerts@example.org', to: ['friend@example.net'] },
      raw,
    });
    await expect(send).rejects.toMatchObject({ responseCode: 550 });
    expect(sink.mails).toEqual([]);
    expect(sink.refused[0]?.reason).toMatch(/date, message-id/);
  });
});

describe('SMS gateway', () => {
  const sid = `AC${'0'.repeat(31)}1`;
  const token = 'auth-token';
  const basic = (user: string, pass: string) =>
    `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

  async function send(
    url: string,
    form: Record<string, string>,
    authorization = basic(sid, token),
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: authorization },
      body: new URLSearchParams(form),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  it('accepts a valid message with 201 and a Twilio message resource', async () => {
    const gateway = track(await startSmsGateway({ sid, token }));
    const { status, json } = await send(gateway.messagesUrl, {
      To: '+4915112345678',
      From: '+15005550006',
      Body: 'Sam needs help: https://example.org/a/1',
    });

    expect(status).toBe(201);
    expect(json).toMatchObject({
      account_sid: sid,
      status: 'queued',
      to: '+4915112345678',
      from: '+15005550006',
      body: 'Sam needs help: https://example.org/a/1',
    });
    expect(json.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(json.uri).toBe(`/2010-04-01/Accounts/${sid}/Messages/${String(json.sid)}.json`);
    expect(json.date_created).toMatch(/\+0000$/);
    const sms = await gateway.waitFor((m) => m.sid === json.sid);
    expect(sms.body).toBe('Sam needs help: https://example.org/a/1');
  });

  it("refuses what Twilio refuses, with Twilio's codes", async () => {
    const gateway = track(await startSmsGateway({ sid, token }));
    const valid = { To: '+4915112345678', From: '+15005550006', Body: 'help' };

    const unauthenticated = await send(gateway.messagesUrl, valid, basic(sid, 'wrong'));
    expect(unauthenticated).toEqual({
      status: 401,
      json: expect.objectContaining({ code: 20003, message: 'Authenticate', status: 401 }),
    });
    expect((await send(gateway.messagesUrl, valid, '')).status).toBe(401);
    const otherAccount = gateway.messagesUrl.replace(sid, `AC${'f'.repeat(32)}`);
    expect((await send(otherAccount, valid)).status).toBe(404);

    const notE164 = await send(gateway.messagesUrl, { ...valid, To: '0151 1234' });
    expect(notE164).toEqual({
      status: 400,
      json: expect.objectContaining({
        code: 21211,
        message: "The 'To' number 0151 1234 is not a valid phone number.",
        status: 400,
      }),
    });
    const { To: _to, ...withoutTo } = valid;
    expect((await send(gateway.messagesUrl, withoutTo)).json.code).toBe(21604);
    const { Body: _body, ...withoutBody } = valid;
    expect((await send(gateway.messagesUrl, withoutBody)).json.code).toBe(21602);

    expect(gateway.messages).toEqual([]);
    expect(gateway.requests).toBe(6);
    expect(gateway.refused.map((r) => r.status)).toEqual([401, 401, 404, 400, 400, 400]);
  });

  it('answers 429 and records nothing at failRate 1', async () => {
    const gateway = track(await startSmsGateway({ sid, token, failRate: 1 }));
    const form = { To: '+4915112345678', From: '+15005550006', Body: 'help' };
    const refused = await send(gateway.messagesUrl, form);
    expect(refused).toEqual({ status: 429, json: expect.objectContaining({ code: 20429 }) });
    expect(gateway.failures).toBe(1);
    expect(gateway.messages).toEqual([]);

    gateway.setFailRate(0);
    expect((await send(gateway.messagesUrl, form)).status).toBe(201);
  });

  it('posts a signed status callback for a delivered message', async () => {
    const callbacks: Array<{ params: URLSearchParams; signature: string | undefined }> = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const signature = request.headers['x-twilio-signature'];
        callbacks.push({
          params: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
          signature: typeof signature === 'string' ? signature : undefined,
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    track({ close: () => new Promise<void>((resolve) => receiver.close(() => resolve())) });
    const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/sms/status`;

    const gateway = track(await startSmsGateway({ sid, token }));
    const { json } = await send(gateway.messagesUrl, {
      To: '+4915112345678',
      From: '+15005550006',
      Body: 'help',
      StatusCallback: callbackUrl,
    });
    const messageSid = String(json.sid);
    expect(await gateway.deliver(messageSid, 'undelivered')).toBe(204);

    const [callback] = callbacks;
    expect(Object.fromEntries(callback?.params ?? [])).toMatchObject({
      MessageSid: messageSid,
      MessageStatus: 'undelivered',
      To: '+4915112345678',
      From: '+15005550006',
      AccountSid: sid,
      ErrorCode: '30003',
    });
    // Twilio's signature, recomputed here from its definition.
    const sorted = [...(callback?.params ?? [])].sort(([a], [b]) => (a < b ? -1 : 1));
    const expected = createHmac('sha1', token)
      .update(sorted.reduce((text, [name, value]) => text + name + value, callbackUrl))
      .digest('base64');
    expect(callback?.signature).toBe(expected);
    expect(gateway.messages[0]?.status).toBe('undelivered');
  });
});

describe('Web Push service', () => {
  const subject = 'mailto:ops@example.org';

  async function post(details: RequestDetails): Promise<number> {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers,
      body: details.body ? new Uint8Array(details.body) : null,
    });
    await response.arrayBuffer();
    return response.status;
  }

  it("decrypts web-push's payload exactly and checks its VAPID signature", async () => {
    const push = track(await startPushService());
    const vapid = webpush.generateVAPIDKeys();
    const subscription = push.subscribe({ applicationServerKey: vapid.publicKey });
    const payload = JSON.stringify({
      title: 'Sam — Hilfe 🆘',
      url: '/a/1',
      padding: 'x'.repeat(2000),
    });

    const result = await webpush.sendNotification(subscription, payload, {
      vapidDetails: { subject, ...vapid },
      TTL: 60,
      urgency: 'high',
      topic: 'alert-1',
      agent: push.agent,
    });

    expect(result.statusCode).toBe(201);
    expect(result.headers.location?.startsWith(`${push.url}/message/`)).toBe(true);
    const received = await push.waitFor((p) => p.endpoint === subscription.endpoint);
    expect(received).toMatchObject({
      payload,
      ttl: 60,
      urgency: 'high',
      topic: 'alert-1',
      vapidSubject: subject,
      vapidKey: vapid.publicKey,
    });
    expect(push.refused).toEqual([]);
  });

  it('also accepts a push posted with fetch from generateRequestDetails', async () => {
    const push = track(await startPushService());
    const subscription = push.subscribe();
    const details = webpush.generateRequestDetails(subscription, 'plain fetch', {
      vapidDetails: { subject, ...webpush.generateVAPIDKeys() },
      TTL: 0,
    });
    expect(await post(details)).toBe(201);
    expect(push.received.map((p) => [p.payload, p.ttl])).toEqual([['plain fetch', 0]]);
  });

  it('refuses a JWT signed with another key than the one announced in k', async () => {
    const push = track(await startPushService());
    const subscription = push.subscribe();
    const signer = webpush.generateVAPIDKeys();
    const announced = webpush.generateVAPIDKeys();
    const details = webpush.generateRequestDetails(subscription, 'forged', {
      vapidDetails: { subject, ...signer },
      TTL: 60,
    });
    details.headers.Authorization = (details.headers.Authorization ?? '').replace(
      signer.publicKey,
      announced.publicKey,
    );

    expect(details.headers.Authorization).toContain(`k=${announced.publicKey}`);

    expect(await post(details)).toBe(401);
    expect(push.received).toEqual([]);
    expect(push.refused[0]?.reason).toMatch(/signature/);
  });

  it('refuses a tampered body, bad VAPID claims or key, and missing or wrong headers', async () => {
    const push = track(await startPushService());
    const vapid = webpush.generateVAPIDKeys();
    const subscription = push.subscribe({ applicationServerKey: vapid.publicKey });
    const options = { vapidDetails: { subject, ...vapid }, TTL: 60 };

    const tampered = webpush.generateRequestDetails(subscription, 'original', options);
    const last = tampered.body.length - 20;
    tampered.body[last] = (tampered.body[last] ?? 0) ^ 0x01;
    expect(await post(tampered)).toBe(400);

    const elsewhere = webpush.generateRequestDetails(subscription, 'x', options);
    elsewhere.headers.Authorization = webpush.getVapidHeaders(
      'https://push.example.net',
      subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    ).Authorization;
    expect(await post(elsewhere)).toBe(401);

    const otherServer = webpush.generateRequestDetails(subscription, 'x', {
      ...options,
      vapidDetails: { subject, ...webpush.generateVAPIDKeys() },
    });
    expect(await post(otherServer)).toBe(403);

    const draftScheme = webpush.generateRequestDetails(subscription, 'x', {
      ...options,
      contentEncoding: 'aesgcm',
    });
    expect(await post(draftScheme)).toBe(401);

    const relabelled = webpush.generateRequestDetails(subscription, 'x', options);
    relabelled.headers['Content-Encoding'] = 'aesgcm';
    expect(await post(relabelled)).toBe(400);

    const noTtl = webpush.generateRequestDetails(subscription, 'x', options);
    delete noTtl.headers.TTL;
    expect(await post(noTtl)).toBe(400);

    const forSomeoneElse = webpush.generateRequestDetails(push.subscribe(), 'x', options);
    expect(await post({ ...forSomeoneElse, endpoint: subscription.endpoint })).toBe(400);

    const oversized = webpush.generateRequestDetails(subscription, 'x'.repeat(4000), options);
    expect(await post(oversized)).toBe(413);

    expect(push.received).toEqual([]);
    expect(push.refused.map((r) => r.status)).toEqual([400, 401, 403, 401, 400, 400, 400, 413]);
  });

  it('answers 404 for an unknown subscription, 410 for an expired one, and injected failures', async () => {
    const push = track(await startPushService());
    const options = {
      vapidDetails: { subject, ...webpush.generateVAPIDKeys() },
      TTL: 60,
      agent: push.agent,
    };
    const subscription = push.subscribe();
    const unknown = { ...subscription, endpoint: `${push.url}/push/unknown` };
    await expect(webpush.sendNotification(unknown, 'x', options)).rejects.toMatchObject({
      statusCode: 404,
    });

    push.failNext(2, 429);
    for (const _attempt of [1, 2]) {
      await expect(webpush.sendNotification(subscription, 'x', options)).rejects.toMatchObject({
        statusCode: 429,
      });
    }
    expect((await webpush.sendNotification(subscription, 'x', options)).statusCode).toBe(201);
    expect(push.failures).toBe(2);

    push.expire(subscription.endpoint);
    await expect(webpush.sendNotification(subscription, 'x', options)).rejects.toMatchObject({
      statusCode: 410,
    });
    expect(push.received).toHaveLength(1);
  });
});
