// API server benchmark: requests per second and latency (p50, p99) of the production server
// (dist-server/serve.js) on one instance, for each store: embedded PGlite and PostgreSQL (Debian's
// package, started by scripts/postgres.mjs; the row is skipped where it cannot run). Workloads:
// reads only (GET /api/journal with a session), and a mix of 80 % reads and 20 % writes (POST
// /api/journal with an Idempotency-Key). Rate limits are off, except in the rows marked
// "rate limits on": there every request is counted per address and per account in the database
// as in production (RATE_LIMITS=count: limits raised so the bench's 32 accounts on one address
// are never refused). Last rows: two instances on one PostgreSQL, requests alternating between
// them (what a load balancer does).
//
//   node bench/run.mjs api        (needs `npm run build` first)
//   API_BENCH_SECONDS=10 API_BENCH_CONCURRENCY=64 node bench/run.mjs api
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../scripts/postgres.mjs';
import { DIST, requireBuild } from './support/page.mjs';
import { startServer } from './support/server.mjs';

const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.API_BENCH_CONCURRENCY ?? 32);

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function signIn(url) {
  const res = await request(`${url}/api/login`);
  const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0];
  if (!cookie.startsWith('sid=')) throw new Error(`login failed: ${res.status}`);
  return cookie;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const serversCpuMs = (servers) => {
  const each = servers.map((server) => server.cpuMs());
  return each.includes(null) ? null : each.reduce((a, b) => a + b, 0);
};

/** Closed-loop load: CONCURRENCY workers, each with its own account, for SECONDS. */
async function load(servers, writeShare) {
  const urls = servers.map((s) => s.url);
  const cookies = await Promise.all(
    Array.from({ length: CONCURRENCY }, (_, i) => signIn(urls[i % urls.length])),
  );
  // A few entries per account so reads return a realistic list.
  await Promise.all(
    cookies.map(async (cookie, i) => {
      for (let n = 0; n < 5; n += 1) await write(urls[i % urls.length], cookie, `${i}-seed-${n}`);
    }),
  );
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const cpuBefore = serversCpuMs(servers);
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    cookies.map(async (cookie, worker) => {
      let n = 0;
      while (performance.now() < end) {
        const url = urls[sent++ % urls.length];
        const isWrite = Math.random() < writeShare;
        const start = performance.now();
        const res = isWrite
          ? await write(url, cookie, `${worker}-${n++}`)
          : await request(`${url}/api/journal`, { headers: { cookie } });
        latencies.push(performance.now() - start);
        if (res.status >= 400) errors += 1;
      }
    }),
  );
  const cpuAfter = serversCpuMs(servers);
  latencies.sort((a, b) => a - b);
  return {
    cpuPerRequest:
      cpuBefore === null || cpuAfter === null
        ? '-'
        : ((cpuAfter - cpuBefore) / latencies.length).toFixed(2),
    requests: latencies.length,
    perSecond: Math.round(latencies.length / SECONDS),
    p50: percentile(latencies, 0.5).toFixed(1),
    p99: percentile(latencies, 0.99).toFixed(1),
    errors,
  };
}

function write(url, cookie, key) {
  const body = JSON.stringify({ content: `cp1.${'A'.repeat(400)}` });
  return request(`${url}/api/journal`, {
    method: 'POST',
    body,
    headers: {
      cookie,
      'content-type': 'application/json',
      'idempotency-key': `bench-${key}`,
      'content-length': Buffer.byteLength(body),
    },
  });
}

const MIXED = [
  ['reads', 0],
  ['80 % reads, 20 % writes', 0.2],
];
const COUNTED_READS = [['reads, rate limits on', 0]];

const serve = (env) => startServer('api', env, DIST);

async function measure(label, servers, rows, workloads = MIXED) {
  try {
    const urls = await Promise.all(servers.map((s) => s.ready));
    servers.forEach((server, i) => (server.url = urls[i]));
    for (const [workload, share] of workloads) {
      const r = await load(servers, share);
      rows.push([
        label,
        workload,
        r.requests,
        r.perSecond,
        r.p50,
        r.p99,
        r.cpuPerRequest,
        r.errors,
      ]);
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

export async function run() {
  requireBuild('api');
  const temp = mkdtempSync(join(os.tmpdir(), 'calculator-api-bench-'));
  const rows = [];
  const notes = [
    `${CONCURRENCY} clients in flight, ${SECONDS} s per row, rate limits off unless marked, keep-alive HTTP on 127.0.0.1;`,
    `the load generator shares the machine's ${os.cpus().length} cores with the server.`,
    'Latencies in milliseconds. Writes: 400-byte ciphertext journal entries with Idempotency-Key.',
    'Server CPU: user + system time of the server process(es) per request (Linux /proc), steadier',
    'than req/s when other jobs share the machine.',
  ];
  try {
    const embedded = 'embedded (PGlite), 1 instance';
    await measure(embedded, [serve({ DATA_DIR: join(temp, 'data') })], rows);
    await measure(
      embedded,
      [serve({ DATA_DIR: join(temp, 'data-counted'), RATE_LIMITS: 'count' })],
      rows,
      COUNTED_READS,
    );
    const pg = await startPostgres();
    if (!pg) {
      notes.push('PostgreSQL rows skipped: the postgresql package could not be installed.');
    } else {
      try {
        const env = { DATABASE_URL: pg.url };
        await measure('PostgreSQL, 1 instance', [serve(env)], rows);
        await measure(
          'PostgreSQL, 1 instance',
          [serve({ ...env, RATE_LIMITS: 'count' })],
          rows,
          COUNTED_READS,
        );
        await measure('PostgreSQL, 2 instances', [serve(env), serve(env)], rows);
      } finally {
        await pg.stop();
      }
    }
  } finally {
    agent.destroy();
    rmSync(temp, { recursive: true, force: true });
  }
  return {
    title: `API server: requests per second and latency (${new Date().toISOString().slice(0, 10)})`,
    columns: [
      'store',
      'workload',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'server CPU ms/req',
      'errors',
    ],
    rows,
    notes,
  };
}
