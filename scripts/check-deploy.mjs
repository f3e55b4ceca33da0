// Checks what compose.yaml deploys, without Docker (it cannot run here): two server instances on
// one PostgreSQL (scripts/postgres.mjs) behind deploy/nginx.conf, which ends TLS with a certificate
// from deploy/make-cert.sh (`nginx -t`, then real requests through it from two client addresses,
// 127.0.0.2 and 127.0.0.3). Needs `npm run build`, openssl and Debian's nginx (apt-get install
// nginx-light). Exits non-zero when a check fails. server/deploy.test.ts checks the same files
// without nginx, in the unit tests.
//
//   node scripts/check-deploy.mjs
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from './postgres.mjs';

const PORTS = { http: 4360, app1: 4361, app2: 4362, https: 4363 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const version = spawnSync('nginx', ['-v']);
if (version.error) {
  console.log('nginx is not installed (apt-get install nginx-light): nothing checked.');
  process.exit(1);
}
const pg = await startPostgres();
if (!pg) process.exit(1);
const temp = mkdtempSync(path.join(os.tmpdir(), 'calculator-deploy-'));
const children = [];

function startApp(port) {
  return new Promise((resolve, reject) => {
    // nginx connects from 127.0.0.1 here (compose.yaml: the proxy's fixed address).
    const env = {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: pg.url,
      TRUST_PROXY: '127.0.0.1',
    };
    const child = spawn(process.execPath, ['dist-server/serve.js'], { env, stdio: 'pipe' });
    children.push(child);
    let out = '';
    child.stdout.on('data', (d) => (out += d) && /ready at/.test(out) && resolve());
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', () => reject(new Error(out)));
  });
}

/** One request from the client address `from`, over TLS (trusting only our certificate) or not. */
function send(from, url, { method = 'GET', headers = {}, body, ca } = {}) {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      { method, headers, localAddress: from, ca, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function check(ok, line) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (!ok) process.exitCode = 1;
}

try {
  execFileSync('deploy/make-cert.sh', [], { env: { ...process.env, CERT_DIR: temp } });
  const ca = readFileSync(path.join(temp, 'cert.pem'), 'utf8');
  await Promise.all([startApp(PORTS.app1), startApp(PORTS.app2)]);
  let conf = readFileSync('deploy/nginx.conf', 'utf8')
    .replace('app1:8080', `127.0.0.1:${PORTS.app1}`)
    .replace('app2:8080', `127.0.0.1:${PORTS.app2}`)
    .replace('listen 80;', `listen 127.0.0.1:${PORTS.http};`)
    .replace('listen 443 ssl;', `listen 127.0.0.1:${PORTS.https} ssl;`)
    .replaceAll('/etc/nginx/certs/', `${temp}/`)
    .replace('/var/log/nginx/error.log', path.join(temp, 'error.log'))
    .replace('worker_processes auto;', `worker_processes 1;\npid ${path.join(temp, 'nginx.pid')};`);
  const [major, minor, patch] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(version.stderr.toString()) ?? [])
    .slice(1)
    .map(Number);
  if (major * 10000 + minor * 100 + patch < 12501) {
    // `http2 on;` is nginx 1.25.1's (the compose image is 1.27); Debian 12 has 1.22.
    console.log(`nginx ${major}.${minor}.${patch}: without its "http2 on;" line (needs 1.25.1)`);
    conf = conf.replace(/^\s*http2 on;\n/m, '');
  }
  const confPath = path.join(temp, 'nginx.conf');
  writeFileSync(confPath, conf);
  const test = spawnSync('nginx', ['-t', '-c', confPath, '-p', temp]);
  check(test.status === 0, `nginx -t ${test.status === 0 ? '' : test.stderr.toString()}`);
  const nginx = spawn('nginx', ['-c', confPath, '-p', temp, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  children.push(nginx);
  await sleep(800);

  const http = `http://127.0.0.1:${PORTS.http}`;
  const base = `https://127.0.0.1:${PORTS.https}`;
  const plain = await send('127.0.0.2', `${http}/home?x=1`);
  check(
    plain.status === 301 && plain.headers.location === 'https://127.0.0.1/home?x=1',
    `plain HTTP: ${plain.status} to ${plain.headers.location}`,
  );

  const login = await send('127.0.0.2', `${base}/api/login`, { ca });
  const setCookie = login.headers['set-cookie']?.[0] ?? '';
  check(
    /^__Host-sid=[^;]+;.*; Secure$/.test(setCookie),
    `login over TLS: ${login.status}, cookie ${setCookie.split('=')[0]}${setCookie.endsWith('; Secure') ? ' (Secure)' : ''}`,
  );
  check(
    login.headers['strict-transport-security'] === 'max-age=31536000',
    `HSTS: ${login.headers['strict-transport-security']}`,
  );
  const cookie = setCookie.split(';')[0];
  const answers = [];
  for (let i = 0; i < 6; i += 1) {
    const res = await send('127.0.0.2', `${base}/api/journal`, {
      ca,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': 'same-key' },
      body: JSON.stringify({ content: 'cp1.x' }),
    });
    answers.push(`${res.status}${res.headers['idempotent-replayed'] ? ' replayed' : ''}`);
  }
  console.log(`     6 POSTs with one key, alternating instances: ${answers.join(', ')}`);
  const list = JSON.parse(
    (await send('127.0.0.2', `${base}/api/journal`, { ca, headers: { cookie } })).text,
  );
  check(list.length === 1, `journal entries stored: ${list.length} (expected 1)`);
  const big = await send('127.0.0.2', `${base}/api/journal`, {
    ca,
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'x'.repeat(290_000) }),
  });
  check(big.status === 413, `290 KB body through the proxy: ${big.status} ${big.text}`);

  // Sign-ups are limited per address (30 a minute): one client using its own up leaves another's.
  // Start early in a minute, so that the whole check stays in one window.
  if (new Date().getSeconds() > 45) await sleep((61 - new Date().getSeconds()) * 1000);
  let signups = 0;
  let last = 0;
  while (last !== 429 && signups < 61) {
    last = (await send('127.0.0.3', `${base}/api/login`, { ca })).status;
    signups += 1;
  }
  check(last === 429, `127.0.0.3: sign-up ${signups} refused with ${last}`);
  const claimed = await send('127.0.0.3', `${base}/api/login`, {
    ca,
    headers: { 'X-Forwarded-For': '198.51.100.7' },
  });
  check(claimed.status === 429, `127.0.0.3 claiming another address: ${claimed.status}`);
  const other = await send('127.0.0.4', `${base}/api/login`, { ca });
  check(other.status === 303, `127.0.0.4 signs up meanwhile: ${other.status}`);
  const direct = await send('127.0.0.3', `http://127.0.0.1:${PORTS.app1}/api/login`, {
    headers: { 'X-Forwarded-For': '198.51.100.8', 'X-Forwarded-Proto': 'https' },
  });
  check(
    direct.status === 429 && !direct.headers['strict-transport-security'],
    `127.0.0.3 straight to a server, claiming another address and HTTPS: ${direct.status}`,
  );
} finally {
  for (const child of children) child.kill(child.spawnfile === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  await sleep(1000);
  await pg.stop();
  rmSync(temp, { recursive: true, force: true });
}
