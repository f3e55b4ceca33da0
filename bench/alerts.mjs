// Alert delivery benchmark: the time from an alarm's POST to the SMTP server's acceptance of its
// mail (the 250 after DATA: the server took responsibility for it), p50 and p99, for one alarm at
// a time and for 100 simultaneous alarms, on the production server (dist-server/serve.js), one
// instance, on the embedded store (PGlite in a temp folder) and on PostgreSQL (Debian's package,
// started by scripts/postgres.mjs; the rows are skipped where it cannot run). Rate limits off.
// Each alarm belongs to its own account with one contact, created before the clock starts; the
// mail is matched to its alarm by the contact's address. The SMTP server is in this process
// (smtp-server, plain text on 127.0.0.1), accepts every mail, and counts them: each alarm must
// bring exactly one. Goal (issue 29): p99 under 2 s at 100 simultaneous alarms on this machine.
//
//   node bench/run.mjs alerts          (needs `npm run build` first)
//   ALERTS_BENCH_SINGLE=50 ALERTS_BENCH_BURSTS=5 node bench/run.mjs alerts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startPostgres } from '../scripts/postgres.mjs';
import { requireBuild, stubSite } from './support/page.mjs';
import { startServer } from './support/server.mjs';

/** One alarm at a time, this many times. */
const SINGLE = Number(process.env.ALERTS_BENCH_SINGLE ?? 30);
/** 100 alarms at once, this many times. */
const BURSTS = Number(process.env.ALERTS_BENCH_BURSTS ?? 3);
const BURST = 100;
const GOAL_MS = 2_000;
const MAIL_WAIT_MS = 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An SMTP server that accepts everything and notes when each recipient's mail was accepted. */
async function startSink() {
  const accepted = new Map(); // address -> [performance.now() of each acceptance]
  const server = new SMTPServer({
    secure: false,
    logger: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const at = performance.now();
        for (const rcpt of session.envelope.rcptTo) {
          const address = rcpt.address.toLowerCase();
          accepted.set(address, [...(accepted.get(address) ?? []), at]);
        }
        callback(null, 'Ok');
      });
    },
  });
  server.on('error', () => undefined); // a client's dropped connection
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    accepted,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function call(base, cookie, method, route, body) {
  return fetch(`${base}${route}`, {
    method,
    headers: {
      Origin: base,
      'Content-Type': 'application/json',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function eachLimited(items, limit, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

let unique = 0;

/** Accounts with alerts on, one contact each: [{cookie, email}]. Not timed. */
async function makeAccounts(base, count, label) {
  const accounts = [];
  await eachLimited(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const login = await call(base, null, 'POST', '/api/login');
      const cookie = login.headers.get('set-cookie')?.split(';')[0];
      if (login.status !== 200 || !cookie) throw new Error(`login: ${login.status}`);
      const n = (unique += 1);
      const email = `bench-${label}-${n}@example.net`;
      const put = await call(base, cookie, 'PUT', '/api/alerts/profile', {
        contacts: [{ id: 'c1', name: 'Sam', email, backup: false }],
        message: 'I need help. Please call me or come.',
        backupDelayMinutes: 2,
        language: 'en',
      });
      if (put.status !== 200) throw new Error(`profile: ${put.status} ${await put.text()}`);
      accounts[i] = { cookie, email, alarmId: `sos-${label}-${n}` };
    },
  );
  return accounts;
}

/**
 * Raises one alarm per account, all at once; resolves with each one's POST-to-250 time and
 * POST-to-202 time in ms.
 */
async function raise(base, sink, accounts) {
  const started = new Map();
  const answered = new Map();
  await Promise.all(
    accounts.map(async ({ cookie, email, alarmId }) => {
      started.set(email, performance.now());
      const response = await call(base, cookie, 'POST', '/api/alerts/alarms', {
        id: alarmId,
        kind: 'sos',
      });
      answered.set(email, performance.now());
      if (response.status !== 202) {
        throw new Error(`alarm: ${response.status} ${await response.text()}`);
      }
    }),
  );
  const deadline = performance.now() + MAIL_WAIT_MS;
  while (!accounts.every(({ email }) => sink.accepted.has(email))) {
    if (performance.now() > deadline) {
      const missing = accounts.filter(({ email }) => !sink.accepted.has(email)).length;
      throw new Error(`${missing} of ${accounts.length} mails not accepted in ${MAIL_WAIT_MS} ms`);
    }
    await sleep(5);
  }
  return accounts.map(({ email }) => ({
    mail: sink.accepted.get(email)[0] - started.get(email),
    answer: answered.get(email) - started.get(email),
  }));
}

/** Nearest rank. */
const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];

async function measure(label, server, sink, rows) {
  try {
    const base = await server.ready;
    // The first alarm opens the SMTP connection and prepares the statements: not counted.
    await raise(base, sink, await makeAccounts(base, 1, 'warm'));
    const runs = [
      [1, SINGLE],
      [BURST, BURSTS],
    ];
    for (const [atOnce, times] of runs) {
      const samples = [];
      for (let round = 0; round < times; round += 1) {
        const accounts = await makeAccounts(base, atOnce, `${atOnce}x`);
        samples.push(...(await raise(base, sink, accounts)));
      }
      const mail = samples.map((s) => s.mail).sort((x, y) => x - y);
      const answer = samples.map((s) => s.answer).sort((x, y) => x - y);
      const p99 = percentile(mail, 0.99);
      rows.push([
        label,
        atOnce,
        samples.length,
        percentile(answer, 0.5).toFixed(0),
        percentile(answer, 0.99).toFixed(0),
        percentile(mail, 0.5).toFixed(0),
        p99.toFixed(0),
        mail[mail.length - 1].toFixed(0),
        atOnce === BURST
          ? `p99 under ${GOAL_MS / 1000} s: ${p99 < GOAL_MS ? 'met' : 'NOT met'}`
          : '-',
      ]);
    }
    // Exactly one mail per alarm.
    await sleep(500);
    const extra = [...sink.accepted].filter(([, times]) => times.length > 1);
    if (extra.length) throw new Error(`${extra.length} contacts got more than one mail`);
  } catch (error) {
    throw new Error(`${label}: ${error.message}\n${server.output()}`);
  } finally {
    await server.stop();
  }
}

export async function run() {
  requireBuild('alerts');
  const temp = mkdtempSync(join(os.tmpdir(), 'calculator-alerts-bench-'));
  const site = stubSite(join(temp, 'site'), 'alerts');
  const sink = await startSink();
  const rows = [];
  const notes = [
    'mail: from sending the alarm POST to the SMTP server answering 250 to its mail, in ms;',
    '202: until the POST itself was answered (the alarm stored with its delivery rows).',
    `One alarm at a time ${SINGLE} times, ${BURST} at once ${BURSTS} times; each alarm its own account`,
    'and contact, made beforehand; a first alarm per server (SMTP connection, prepared statements)',
    'not counted. One server instance, rate limits off; the SMTP server and the load generator',
    "share the machine's cores with it.",
  ];
  const env = {
    SMTP_URL: sink.url,
    SMTP_FROM: 'alerts@bench.test',
    PUBLIC_URL: 'https://bench.test',
    ALERTS_KEY: randomBytes(32).toString('hex'),
  };
  try {
    await measure(
      'embedded (PGlite)',
      startServer('PGlite', { ...env, DATA_DIR: join(temp, 'data') }, site),
      sink,
      rows,
    );
    const pg = await startPostgres();
    if (!pg) {
      notes.push('PostgreSQL rows skipped: the postgresql package could not be installed.');
    } else {
      try {
        await measure(
          'PostgreSQL',
          startServer('PostgreSQL', { ...env, DATABASE_URL: pg.url }, site),
          sink,
          rows,
        );
      } finally {
        await pg.stop();
      }
    }
  } finally {
    await sink.close();
    rmSync(temp, { recursive: true, force: true });
  }
  return {
    title: `Alert delivery: alarm POST to SMTP acceptance (${new Date().toISOString().slice(0, 10)})`,
    columns: [
      'store',
      'alarms at once',
      'alarms',
      '202 p50 ms',
      '202 p99 ms',
      'mail p50 ms',
      'mail p99 ms',
      'mail max ms',
      'goal',
    ],
    rows,
    notes,
  };
}
