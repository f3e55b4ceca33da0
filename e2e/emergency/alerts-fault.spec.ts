// Alert delivery under faults (issue 29, "Tests and figures"), with no browser: two instances of
// the production server (dist-server/serve.js) on one real PostgreSQL, an SMTP server answering
// 451 to 30 % of sends (until A's claims have been taken over and 90 % of the mails are through),
// 200 alarms, and instance A killed with SIGKILL while deliveries are under way. B carries on
// alone. Nothing may be lost (every alarm's contact gets its mail, every receipt read through B
// says delivered) and nothing may be sent twice, except a delivery claimed when A died: the SMTP
// server may have taken that mail in the instant before A recorded it, and it is sent again, with
// the same Message-ID, once A's lease has run out.
//
// The lease is 3 s: a batch that one instance takes longer than that to send is claimed by the
// other as well, and shows here as a mail sent twice that was not claimed at the kill.
// The machine may be busy: no speed is asserted, only generous overall waits.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { startPostgres } from '../../scripts/postgres.mjs';
import { startSmtpSink } from '../../api/alerts/testing/smtpSink.test-support';
import type { ReceivedMail } from '../../api/alerts/testing/smtpSink.test-support';
import type { Alarm, AlertProfile } from '../../api/contract';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_SCRIPT = path.join(ROOT, 'dist-server', 'serve.js');
const READY = /Calculator\+ ready at (http:\/\/\S+)/;
const PUBLIC_URL = 'https://alerts.test';

const ACCOUNTS = 20;
const ALARMS = 200;
/** Alarm k is raised through B when k % 10 === 9 (20 of them), else through A. */
const THROUGH_B = (k: number) => k % 10 === 9;
/** Alarms posted at once. */
const IN_FLIGHT = 8;
const LEASE_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const emailOf = (account: number, contact: number) => `a${account}-c${contact}@example.net`;
const messageIdOf = (rowId: string) => `<alert-${rowId}@alerts.test>`;

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
  output: () => string;
}

/**
 * A private copy of the built server, so that a rebuild by someone else during the run (vite
 * empties dist-server/ first) cannot pull it from under us: serve.js, node_modules linked beside
 * it, and a stub site (the test needs only /api).
 */
async function snapshotServer(dir: string): Promise<{ script: string; site: string }> {
  const deadline = Date.now() + 120_000;
  let size = -1;
  for (;;) {
    const now = existsSync(SERVER_SCRIPT) ? statSync(SERVER_SCRIPT).size : -1;
    if (now > 0 && now === size) break;
    if (Date.now() > deadline) throw new Error(`${SERVER_SCRIPT} missing: run "npm run build".`);
    size = now;
    await sleep(500);
  }
  mkdirSync(path.join(dir, 'dist-server'));
  const script = path.join(dir, 'dist-server', 'serve.js');
  copyFileSync(SERVER_SCRIPT, script);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const site = path.join(dir, 'site');
  mkdirSync(site);
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>alerts fault test</title>');
  return { script, site };
}

async function startInstance(
  name: string,
  script: string,
  env: Record<string, string>,
): Promise<Instance> {
  const rest = { ...process.env };
  delete rest.MOCK_API_TEST_HOOKS;
  delete rest.DATA_DIR;
  delete rest.STORE;
  const child = spawn(process.execPath, [script], {
    cwd: path.dirname(path.dirname(script)),
    env: { ...rest, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} not ready after 90 s:\n${output}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  return { name, url, child, exited, output: () => output };
}

async function stopInstance(instance: Instance | null): Promise<void> {
  const child = instance?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await instance.exited;
  clearTimeout(timer);
}

/** One request to an instance; the Origin is the instance's own (the API refuses foreign ones). */
async function call(
  base: string,
  cookie: string | null,
  method: string,
  route: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${base}${route}`, {
    method,
    headers: {
      Origin: base,
      'Content-Type': 'application/json',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
}

async function signIn(base: string): Promise<string> {
  const response = await call(base, null, 'POST', '/api/login');
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`login: ${response.status}`);
  return cookie;
}

/** Runs `work` over `items` with at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

interface Account {
  index: number;
  cookie: string;
  contacts: { id: string; email: string }[];
}

interface DeliveryRow {
  id: string;
  alarm_id: string;
  contact_id: string;
  channel: string;
  status: string;
  attempts: number;
  lease_until: string | null;
}

test('200 alarms, two instances on PostgreSQL, one killed mid-delivery, 30 % of sends refused: none lost, none sent twice', async () => {
  test.setTimeout(480_000);
  const postgres = await startPostgres();
  if (!postgres) {
    console.log(
      'SKIPPED alerts fault test: no PostgreSQL (the postgresql package cannot be installed here).',
    );
    test.skip(true, 'no PostgreSQL (the postgresql package cannot be installed here)');
    return;
  }
  const temp = mkdtempSync(path.join(os.tmpdir(), 'calculator-alerts-fault-'));
  const sink = await startSmtpSink({ failRate: 0.3 });
  const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
  db.on('error', () => undefined);
  let a: Instance | null = null;
  let b: Instance | null = null;
  try {
    const { script } = await snapshotServer(temp);
    const env = {
      DIST_DIR: path.join(temp, 'site'),
      DATABASE_URL: postgres.url,
      ALERTS_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: sink.url,
      SMTP_FROM: 'alerts@alerts.test',
      PUBLIC_URL,
      RATE_LIMITS: 'off',
      ALERTS_LEASE_MS: String(LEASE_MS),
      ALERTS_POLL_MS: '100',
    };
    // One after the other: each runs the migrations at start.
    a = await startInstance('A', script, env);
    b = await startInstance('B', script, env);
    const [A, B] = [a, b];

    // Accounts and profiles (half with one contact, half with two), through both instances.
    const accounts: Account[] = [];
    await eachLimited(
      Array.from({ length: ACCOUNTS }, (_, i) => i),
      4,
      async (index) => {
        const base = index % 2 ? B.url : A.url;
        const cookie = await signIn(base);
        const contacts = Array.from({ length: 1 + (index % 2) }, (_, j) => ({
          id: `c${j + 1}`,
          email: emailOf(index, j + 1),
        }));
        const profile: AlertProfile = {
          contacts: contacts.map((c) => ({ ...c, name: `Contact ${c.id}`, backup: false })),
          message: 'I need help. Please call me or come.',
          backupDelayMinutes: 2,
          language: 'en',
        };
        const put = await call(base, cookie, 'PUT', '/api/alerts/profile', profile);
        expect(put.status, await put.clone().text()).toBe(200);
        accounts[index] = { index, cookie, contacts };
      },
    );
    const expectedMails = Array.from({ length: ALARMS }, (_, k) => k).reduce(
      (sum, k) => sum + accounts[k % ACCOUNTS]!.contacts.length,
      0,
    );

    // The alarms: 180 through A, 20 through B, 8 posted at once; each answered 202 (stored with
    // one delivery row per contact before the answer).
    const alarmIds = Array.from({ length: ALARMS }, (_, k) => `sos-${k}`);
    await eachLimited(
      Array.from({ length: ALARMS }, (_, k) => k),
      IN_FLIGHT,
      async (k) => {
        const account = accounts[k % ACCOUNTS]!;
        const base = THROUGH_B(k) ? B.url : A.url;
        const response = await call(base, account.cookie, 'POST', '/api/alerts/alarms', {
          id: alarmIds[k],
          kind: 'sos',
        });
        expect(response.status, await response.clone().text()).toBe(202);
      },
    );
    const throughB = alarmIds.filter((_, k) => THROUGH_B(k)).length;

    // The kill, while deliveries are under way: as soon as the last alarm is answered (A was just
    // woken by it), once the SMTP server has taken some of the mails. Clearly not all: every 451
    // of the last seconds waits at least 1.6 s for its retry.
    const someBy = Date.now() + 60_000;
    while (sink.mails.length === 0) {
      if (Date.now() > someBy) throw new Error(`no mail in 60 s; A said:\n${A.output()}`);
      await sleep(5);
    }
    const mailsAtKill = sink.mails.length;
    A.child.kill('SIGKILL');
    await A.exited;
    // Right after the kill: every delivery still claimed. Those A held may have reached the SMTP
    // server without A recording it; B's own claims are in the set too (a superset: a bound).
    const held = new Map(
      (
        await db.query<{ id: string; lease_until: string }>(
          "SELECT id::text AS id, lease_until FROM alert_deliveries WHERE status = 'sending'",
        )
      ).rows.map((r) => [r.id, r.lease_until]),
    );
    expect(mailsAtKill, 'A was killed after every mail was through').toBeLessThan(expectedMails);

    // 451s go on until the deliveries claimed at the kill have been taken again (or settled) and
    // most mails are through; then the SMTP server recovers, so that the retry backoff (2 s, 4 s,
    // 8 s …, 8 attempts: at 30 % for good, 0.3^8 over 300 deliveries would fail about one run in
    // 50, and 7 failures take over 4 minutes) does not decide the outcome.
    const heldIds = [...held.keys()];
    const windowBy = Date.now() + 120_000;
    for (;;) {
      const now = await db.query<{ id: string; status: string; lease_until: string | null }>(
        'SELECT id::text AS id, status, lease_until FROM alert_deliveries WHERE id = ANY($1::bigint[])',
        [heldIds],
      );
      const stuck = now.rows.filter(
        (r) => r.status === 'sending' && r.lease_until === held.get(r.id),
      );
      if (stuck.length === 0 && sink.mails.length >= expectedMails * 0.9) break;
      if (Date.now() > windowBy) {
        throw new Error(
          `claims at the kill not taken again (${stuck.map((r) => r.id).join(', ')}) or only ` +
            `${sink.mails.length}/${expectedMails} mails; B said:\n${B.output()}`,
        );
      }
      await sleep(200);
    }
    sink.setFailRate(0);
    const failuresInjected = sink.failures;

    // Wait until every delivery is settled: the receipts read through B, and the SMTP server.
    const pending = new Set(alarmIds.map((_, k) => k));
    const receipts = new Map<number, Alarm>();
    const settleBy = Date.now() + 170_000;
    while (pending.size > 0) {
      if (Date.now() > settleBy) {
        throw new Error(
          `not settled: ${pending.size} alarms (${[...pending].slice(0, 10).join(', ')}…); B said:\n${B.output()}`,
        );
      }
      await eachLimited([...pending], 4, async (k) => {
        const account = accounts[k % ACCOUNTS]!;
        const response = await call(
          B.url,
          account.cookie,
          'GET',
          `/api/alerts/alarms/${alarmIds[k]}`,
        );
        expect(response.status).toBe(200);
        const alarm = (await response.json()) as Alarm;
        if (alarm.deliveries.every((d) => d.status === 'delivered' || d.status === 'failed')) {
          receipts.set(k, alarm);
          pending.delete(k);
        }
      });
      if (pending.size > 0) await sleep(500);
    }
    const rows = (
      await db.query<DeliveryRow>(
        `SELECT id::text AS id, alarm_id, contact_id, channel, status, attempts, lease_until
         FROM alert_deliveries ORDER BY id`,
      )
    ).rows;
    expect(rows.filter((r) => r.status === 'queued' || r.status === 'sending')).toEqual([]);
    // Settled for good: no mail arrives later.
    await sleep(1_000);

    // Nothing lost: one row per (alarm, contact), each delivered, and its mail at the SMTP server.
    const mailsById = new Map<string, ReceivedMail[]>();
    for (const mail of sink.mails) {
      mailsById.set(mail.messageId, [...(mailsById.get(mail.messageId) ?? []), mail]);
    }
    const expected = alarmIds.flatMap((id, k) =>
      accounts[k % ACCOUNTS]!.contacts.map((c) => `${id} ${c.id} email ${c.email}`),
    );
    const rowOf = new Map(rows.map((r) => [r.id, r]));
    const emailByAlarmContact = new Map(
      alarmIds.flatMap((id, k) =>
        accounts[k % ACCOUNTS]!.contacts.map((c) => [`${id} ${c.id}`, c.email] as const),
      ),
    );
    expect(
      rows
        .map(
          (r) =>
            `${r.alarm_id} ${r.contact_id} ${r.channel} ${emailByAlarmContact.get(`${r.alarm_id} ${r.contact_id}`)}`,
        )
        .sort(),
    ).toEqual([...expected].sort());
    const lost = rows.filter((r) => {
      const mails = mailsById.get(messageIdOf(r.id)) ?? [];
      const email = emailByAlarmContact.get(`${r.alarm_id} ${r.contact_id}`);
      return (
        r.status !== 'delivered' || mails.length === 0 || mails.some((m) => m.to.join() !== email)
      );
    });
    // Nothing sent twice by the two instances working side by side: only a delivery claimed at
    // the kill may have been taken again, and only after its lease ran out.
    const duplicates = [...mailsById].filter(([, mails]) => mails.length > 1);
    const resent = [...held].filter(([id, lease]) =>
      (mailsById.get(messageIdOf(id)) ?? []).some((m) => m.acceptedAt >= Date.parse(lease)),
    );
    console.log(
      `alerts fault: ${ALARMS} alarms (${ALARMS - throughB} through A, ${throughB} through B), ` +
        `${rows.length} deliveries, ` +
        `${sink.mails.length} mails accepted, ${failuresInjected} sends answered 451, ` +
        `A killed at ${mailsAtKill}/${expectedMails} mails, ` +
        `${held.size} claimed at the kill, ${resent.length} resent after the lease, ` +
        `${duplicates.length} duplicated, ${lost.length} lost`,
    );
    expect(lost.map((r) => `${r.alarm_id} ${r.contact_id}: ${r.status}`)).toEqual([]);
    for (const [k, alarm] of receipts) {
      const account = accounts[k % ACCOUNTS]!;
      expect(alarm.deliveries.map((d) => `${d.contactId} ${d.channel} ${d.status}`).sort()).toEqual(
        account.contacts.map((c) => `${c.id} email delivered`),
      );
    }
    // Every mail is one of these deliveries'.
    const strays = sink.mails.filter(
      (m) => !rowOf.has(/^<alert-(\d+)@/.exec(m.messageId)?.[1] ?? ''),
    );
    expect(strays.map((m) => m.messageId)).toEqual([]);

    for (const [messageId, mails] of duplicates) {
      const id = /^<alert-(\d+)@/.exec(messageId)?.[1] ?? '';
      expect(
        held.has(id),
        `${messageId} arrived ${mails.length} times, not claimed at the kill`,
      ).toBe(true);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.acceptedAt).toBeGreaterThanOrEqual(Date.parse(held.get(id)!));
    }
    expect(sink.refused).toEqual([]);
    expect(B.child.exitCode).toBeNull();
    expect(B.output()).not.toMatch(/a round failed/);
  } finally {
    await stopInstance(a);
    await stopInstance(b);
    await db.end();
    await sink.close();
    await postgres.stop();
    rmSync(temp, { recursive: true, force: true });
  }
});
