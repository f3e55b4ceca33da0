// Live location benchmark (issue 26): SESSIONS sharing sessions, each phone sending one sealed
// position every PERIOD, each contact's page reading as the real page does (src/follow/live/
// liveMain.ts: GET /api/location/<id>?after=<cursor>&wait=1, held by the server until there is
// news, then again NEXT_MS after the answer), for a
// fixed time, against the production server (dist-server/serve.js): one instance on the embedded
// store (PGlite in a temp folder), and two instances on one PostgreSQL (Debian's package, started
// by scripts/postgres.mjs; skipped where it cannot run), where each phone writes to one instance
// and its contact's page reads from the other. Rate limits off.
//
// Positions are sealed as the phone seals them (src/features/emergency/location/liveCrypto.ts:
// [seq u32 BE][1][24-byte nonce][XChaCha20-Poly1305 of the JSON position, AD live:<id>:<seq>],
// base64url) and opened on the page's side, so sizes and the page's checks are the real ones.
//
// Figures per row: server CPU (user + system of the server process(es), Linux /proc) per update,
// including the pages' reads it serves meanwhile; PostgreSQL's own processes apart; and the delay
// from the phone having sealed a position (it sends them one at a time, in order, as
// liveSharing.ts does: its POST starts then unless the last is still unanswered) to the page's
// read that returns the position having answered:
// as the page sees it (its poll period included), and the server's share (the same, less the time
// the page had not yet asked after the POST was answered: what a page that asked at once would see).
//
//   node bench/run.mjs location          (needs a server build: npm run build)
//   LOCATION_BENCH_SESSIONS=100 LOCATION_BENCH_SECONDS=20 node bench/run.mjs location
//   LOCATION_BENCH_STORES=postgres node bench/run.mjs location    (one row: pglite or postgres)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sodium from 'libsodium-wrappers-sumo';
import { startPostgres } from '../scripts/postgres.mjs';
import { requireBuild, stubSite } from './support/page.mjs';
import { postgresCpuMs, startServer as startBenchServer } from './support/server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SESSIONS = Number(process.env.LOCATION_BENCH_SESSIONS ?? 1000);
const SECONDS = Number(process.env.LOCATION_BENCH_SECONDS ?? 60);
/** The phone's update period (the fastest it offers). */
const PERIOD_MS = Number(process.env.LOCATION_BENCH_PERIOD_MS ?? 10_000);
/** Which rows: "pglite", "postgres" or both (comma-separated). */
const STORES = (process.env.LOCATION_BENCH_STORES ?? 'pglite,postgres').split(',');
const GOAL_MS = 1_000;

/**
 * The page's own pauses, read from its source so the bench follows it: POLL_MS after a failed
 * read, NEXT_MS between two answers (each read waits on the server for news: `?wait=1`).
 */
function pageConstant(name) {
  const source = readFileSync(join(ROOT, 'src', 'follow', 'live', 'liveMain.ts'), 'utf8');
  const match = new RegExp(`export const ${name} = ([\\d_]+);`).exec(source);
  if (!match) throw new Error(`bench/location.mjs: ${name} not found in liveMain.ts`);
  return Number(match[1].replaceAll('_', ''));
}
const pagePollMs = () => pageConstant('POLL_MS');
const NEXT_MS = pageConstant('NEXT_MS');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose CPU this bench reads (LOCATION_BENCH_PROFILE=<dir>: a V8 CPU profile each). */
function startServer(name, env, site) {
  const profile = process.env.LOCATION_BENCH_PROFILE;
  const nodeFlags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  return startBenchServer(name, env, site, { nodeFlags });
}

// Each phone and each page is its own client: enough sockets that none waits for another's. An
// idle socket is closed here before the server's 5 s keep-alive timeout closes it, else a request
// sent on it just then meets a reset (a browser would retry it; this bench would count an error).
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 * 1024, timeout: 4_000 });

function request(base, method, route, { cookie, body } = {}, retried = false) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${route}`,
      {
        method,
        agent,
        headers: {
          Origin: base,
          ...(cookie ? { Cookie: cookie } : {}),
          ...(payload === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    // A kept-alive connection the server closed just as the request went out: a browser sends the
    // request again on a new one, and so does this bench (once).
    req.on('error', (error) => {
      if (!retried && req.reusedSocket && error.code === 'ECONNRESET') {
        resolve(request(base, method, route, { cookie, body }, true));
      } else reject(error);
    });
    req.end(payload);
  });
}

const toBase64Url = (bytes) => Buffer.from(bytes).toString('base64url');

/** As liveCrypto.ts sealPosition() with plainOf(): the bytes the server stores. */
function seal(key, id, seq, plain) {
  const nonce = sodium.randombytes_buf(24);
  const ciphertext = sodium.crypto_aead_xchacha20poly1305_ietf_encrypt(
    JSON.stringify(plain),
    `live:${id}:${seq}`,
    null,
    nonce,
    key,
  );
  const blob = new Uint8Array(4 + 1 + 24 + ciphertext.length);
  new DataView(blob.buffer).setUint32(0, seq);
  blob[4] = 1;
  blob.set(nonce, 5);
  blob.set(ciphertext, 29);
  return toBase64Url(blob);
}

/** As the page's openPosition(): the position's seq, or null when it does not open. */
function open(key, id, sealed) {
  const blob = new Uint8Array(Buffer.from(sealed, 'base64url'));
  if (blob.length < 4 + 1 + 24 + 16 || blob[4] !== 1) return null;
  const seq = new DataView(blob.buffer).getUint32(0);
  try {
    const plain = sodium.crypto_aead_xchacha20poly1305_ietf_decrypt(
      null,
      blob.subarray(29),
      `live:${id}:${seq}`,
      blob.subarray(5, 29),
      key,
    );
    const { lat, lng } = JSON.parse(Buffer.from(plain).toString('utf8'));
    return Number.isFinite(lat) && Number.isFinite(lng) ? seq : null;
  } catch {
    return null;
  }
}

async function eachLimited(items, limit, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Signs in one account per session and starts its session, on the phone's instance. Not timed. */
async function makeSessions(bases) {
  const sessions = [];
  const expiresAt = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString();
  await eachLimited(
    Array.from({ length: SESSIONS }, (_, i) => i),
    8,
    async (i) => {
      const phone = bases[i % bases.length];
      // With two instances the contact's page reads from the other one.
      const page = bases[(i + 1) % bases.length];
      const login = await request(phone, 'POST', '/api/login');
      const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
      if (login.status !== 200 || !cookie) throw new Error(`login: ${login.status}`);
      const id = toBase64Url(randomBytes(16));
      const made = await request(phone, 'POST', '/api/location/sessions', {
        cookie,
        body: { id, expiresAt },
      });
      if (made.status !== 201) throw new Error(`session: ${made.status} ${made.text}`);
      sessions[i] = { id, key: new Uint8Array(randomBytes(32)), cookie, phone, page };
    },
  );
  return sessions;
}

/** Nearest rank. */
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] : NaN;

const sum = (values) => (values.includes(null) ? null : values.reduce((a, b) => a + b, 0));

async function load(sessions, servers, pg, pollMs) {
  const errors = new Map(); // kind -> count
  const fail = (kind) => errors.set(kind, (errors.get(kind) ?? 0) + 1);
  const page = []; // ms, phone's send to the page's read answered
  const serverShare = []; // ms, the same less the page's wait before asking
  const sendTimes = []; // ms, the phone's POST until answered
  const readTimes = []; // ms, one page read until answered
  let updates = 0;
  let reads = 0;
  const inFlight = new Set();
  const track = (promise) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };

  const cpuBefore = sum(servers.map((s) => s.cpuMs()));
  const ownBefore = process.cpuUsage();
  // How late this process's own timers and answers ran: a lagging load generator adds its lag to
  // every delay it measures.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const pgBefore = pg ? postgresCpuMs(pg.pid) : null;
  const start = performance.now();
  const sendUntil = start + SECONDS * 1000;
  let reading = true;

  for (const session of sessions) {
    session.sent = []; // seq -> { start, end }
    session.seen = 0; // the last seq the page opened
    session.cursor = 0;
    const lat = 52 + Math.random();
    const lng = 4 + Math.random();
    // The phone: takes and seals one position per PERIOD_MS at its own phase, and sends what it
    // has one at a time, in order, as liveSharing.ts does (a slow answer delays the next send).
    const phoneAt = start + Math.random() * PERIOD_MS;
    const queue = [];
    let sending = false;
    const drainQueue = async () => {
      sending = true;
      while (queue.length) {
        const { sealed, sent } = queue.shift();
        sent.posted = performance.now();
        try {
          const res = await request(
            session.phone,
            'POST',
            `/api/location/sessions/${session.id}/positions`,
            { cookie: session.cookie, body: { sealed } },
          );
          sent.end = performance.now();
          sendTimes.push(sent.end - sent.posted);
          sent.ok = res.status === 204;
          if (!sent.ok) fail(`phone ${res.status}`);
        } catch (error) {
          fail(`phone ${error.code ?? error.message}`);
        }
      }
      sending = false;
    };
    const take = (seq) => {
      const at = phoneAt + (seq - 1) * PERIOD_MS;
      if (at >= sendUntil) return;
      setTimeout(
        () => {
          const sealed = seal(session.key, session.id, seq, {
            lat: Math.round((lat + seq * 1e-5) * 1e7) / 1e7,
            lng: Math.round((lng + seq * 1e-5) * 1e7) / 1e7,
            acc: 12,
            t: Date.now(),
            bat: 64,
          });
          const sent = { start: performance.now(), posted: null, end: null, ok: false };
          session.sent[seq] = sent;
          updates += 1;
          queue.push({ sealed, sent });
          if (!sending) track(drainQueue());
          take(seq + 1);
        },
        Math.max(0, at - performance.now()),
      );
    };
    take(1);
    // The page: reads (the server holds the answer until there is news), opens what came, and
    // reads again NEXT_MS after an answer, POLL_MS after a failure.
    const poll = async () => {
      if (!reading) return;
      const asked = performance.now();
      let ok = false;
      reads += 1;
      try {
        const res = await request(
          session.page,
          'GET',
          `/api/location/${session.id}?after=${session.cursor}&wait=1`,
        );
        const answered = performance.now();
        readTimes.push(answered - asked);
        if (res.status !== 200) {
          fail(`page ${res.status}`);
        } else {
          for (const position of JSON.parse(res.text).positions) {
            session.cursor = Math.max(session.cursor, position.cursor);
            const seq = open(session.key, session.id, position.sealed);
            const sent = seq === null ? undefined : session.sent[seq];
            if (!sent || seq <= session.seen) {
              fail('did not open or out of order');
              continue;
            }
            session.seen = seq;
            page.push(answered - sent.start);
            const waited = sent.end === null ? 0 : Math.max(0, asked - sent.end);
            serverShare.push(answered - sent.start - waited);
          }
        }
        ok = res.status === 200;
      } catch (error) {
        fail(`page ${error.code ?? error.message}`);
      }
      if (reading) setTimeout(() => track(poll()), ok ? NEXT_MS : pollMs);
    };
    // The contact follows already: the page's first read goes out at a random moment before its
    // phone's first position (one sent before the page was opened measures when the contact
    // opened the link, not how long a position takes to reach a page).
    setTimeout(() => track(poll()), Math.random() * Math.max(0, phoneAt - performance.now()));
  }

  // Sending stops after SECONDS; the pages read until they have every position sent, or give up.
  await sleep(Math.max(0, sendUntil - performance.now()));
  const drainUntil = performance.now() + 3 * pollMs + 30_000;
  const complete = () => sessions.every((s) => s.sent.length <= 1 || s.seen === s.sent.length - 1);
  while (!complete() && performance.now() < drainUntil) await sleep(100);
  reading = false;
  while (inFlight.size) await Promise.allSettled([...inFlight]);
  const cpuAfter = sum(servers.map((s) => s.cpuMs()));
  const own = process.cpuUsage(ownBefore);
  lag.disable();
  const pgAfter = pg ? postgresCpuMs(pg.pid) : null;
  for (const s of sessions) {
    for (let seq = s.seen + 1; seq < s.sent.length; seq += 1) {
      if (s.sent[seq]?.ok) fail('not at the page when the bench stopped');
    }
  }
  for (const list of [page, serverShare, sendTimes, readTimes]) list.sort((a, b) => a - b);
  return {
    updates,
    reads,
    cpuPerUpdate: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / updates,
    lagP99: lag.percentile(99) / 1e6,
    loadPerUpdate: (own.user + own.system) / 1000 / updates,
    pgPerUpdate: pgBefore === null || pgAfter === null ? null : (pgAfter - pgBefore) / updates,
    page,
    serverShare,
    sendTimes,
    readTimes,
    errors,
  };
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : '-');

async function measure(label, servers, pg, pollMs, rows) {
  try {
    const bases = await Promise.all(servers.map((s) => s.ready));
    const sessions = await makeSessions(bases);
    const r = await load(sessions, servers, pg, pollMs);
    const pageP99 = percentile(r.page, 0.99);
    const shareP99 = percentile(r.serverShare, 0.99);
    const errorCount = [...r.errors.values()].reduce((a, b) => a + b, 0);
    const verdict = (p99) => (p99 < GOAL_MS ? 'met' : 'NOT met');
    rows.push([
      label,
      SESSIONS,
      r.updates,
      r.reads,
      r.cpuPerUpdate === null ? '-' : r.cpuPerUpdate.toFixed(2),
      r.pgPerUpdate === null ? '-' : r.pgPerUpdate.toFixed(2),
      r.loadPerUpdate.toFixed(2),
      ms(r.lagP99),
      ms(percentile(r.page, 0.5)),
      ms(pageP99),
      ms(percentile(r.serverShare, 0.5)),
      ms(shareP99),
      ms(percentile(r.sendTimes, 0.99)),
      ms(percentile(r.readTimes, 0.99)),
      errorCount ? `${errorCount} (${[...r.errors].map(([k, n]) => `${k}: ${n}`).join(', ')})` : 0,
      `page ${verdict(pageP99)}, server ${verdict(shareP99)}`,
    ]);
  } catch (error) {
    throw new Error(
      `${label}: ${error.stack ?? error.message}\n${servers.map((s) => s.output()).join('\n')}`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

export async function run() {
  requireBuild('location');
  await sodium.ready;
  const pollMs = pagePollMs();
  const temp = mkdtempSync(join(os.tmpdir(), 'calculator-location-bench-'));
  const site = stubSite(join(temp, 'site'), 'location');
  const rows = [];
  const notes = [
    `${SESSIONS} sessions, one account each (made beforehand, not timed); each phone sends a sealed`,
    `position every ${PERIOD_MS / 1000} s for ${SECONDS} s at its own phase; each page starts before`,
    "its phone's first position (the contact follows already) and reads as",
    `src/follow/live/liveMain.ts does (held by the server until news, again ${NEXT_MS} ms after each answer), until it has every`,
    'position or gives up. Rate limits off; keep-alive HTTP on 127.0.0.1; the load generator (all',
    "phones and pages, sealing and opening) shares the machine's cores with the server(s).",
    'server CPU: user + system of the server process(es) per update sent, the pages reads included;',
    'PostgreSQL CPU: its own processes per update (PGlite runs inside the server process); load',
    'generator CPU: this process (all phones and pages) per update; its lag: p99 of its event loop',
    'delay (how late its timers and its handling of answers ran), included in the delays measured.',
    'page: from the phone sealing a position (its POST starts then, unless the last one is still',
    'unanswered: the phone sends one at a time) to the read that returned it answering, in ms;',
    'server: the same less the time the page had not yet asked once the POST was answered (what a',
    `page asking at once would see). Goal (issue 26): p99 under ${GOAL_MS / 1000} s.`,
  ];
  try {
    if (STORES.includes('pglite')) {
      await measure(
        'PGlite, 1 instance',
        [startServer('PGlite', { DATA_DIR: join(temp, 'data') }, site)],
        null,
        pollMs,
        rows,
      );
    }
    const pg = STORES.includes('postgres') ? await startPostgres() : undefined;
    if (pg === undefined) {
      // not asked for
    } else if (!pg) {
      notes.push('PostgreSQL rows skipped: the postgresql package could not be installed.');
    } else {
      try {
        const env = { DATABASE_URL: pg.url };
        await measure(
          'PostgreSQL, 2 instances',
          [startServer('PostgreSQL A', env, site), startServer('PostgreSQL B', env, site)],
          pg,
          pollMs,
          rows,
        );
      } finally {
        await pg.stop();
      }
    }
  } finally {
    agent.destroy();
    rmSync(temp, { recursive: true, force: true });
  }
  return {
    title: `Live location: phone's send to the contact's page (${new Date().toISOString().slice(0, 10)})`,
    columns: [
      'store',
      'sessions',
      'updates',
      'page reads',
      'server CPU ms/update',
      'PostgreSQL CPU ms/update',
      'load generator CPU ms/update',
      'load generator lag p99 ms',
      'page p50 ms',
      'page p99 ms',
      'server p50 ms',
      'server p99 ms',
      'POST p99 ms',
      'read p99 ms',
      'errors',
      'goal p99 < 1 s',
    ],
    rows,
    notes,
  };
}
