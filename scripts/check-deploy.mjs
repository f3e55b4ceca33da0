// Checks what compose.yaml deploys, without Docker (it cannot run here): two server instances on
// one PostgreSQL (scripts/postgres.mjs) behind deploy/nginx.conf (`nginx -t`, then real
// requests through it). Needs `npm run build` and Debian's nginx (apt-get install nginx-light).
//
//   node scripts/check-deploy.mjs
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from './postgres.mjs';

const PORTS = { proxy: 4360, app1: 4361, app2: 4362 };
const pg = await startPostgres();
if (!pg) process.exit(1);
const temp = mkdtempSync(path.join(os.tmpdir(), 'calculator-deploy-'));
const children = [];

function startApp(port) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, PORT: String(port), DATABASE_URL: pg.url, TRUST_PROXY: '1' };
    const child = spawn(process.execPath, ['dist-server/serve.js'], { env, stdio: 'pipe' });
    children.push(child);
    let out = '';
    child.stdout.on('data', (d) => (out += d) && /ready at/.test(out) && resolve());
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', () => reject(new Error(out)));
  });
}

try {
  await Promise.all([startApp(PORTS.app1), startApp(PORTS.app2)]);
  const conf = readFileSync('deploy/nginx.conf', 'utf8')
    .replace('app1:8080', `127.0.0.1:${PORTS.app1}`)
    .replace('app2:8080', `127.0.0.1:${PORTS.app2}`)
    .replace('listen 80;', `listen ${PORTS.proxy};`)
    .replace('/var/log/nginx/error.log', path.join(temp, 'error.log'))
    .replace('worker_processes auto;', `worker_processes 1;\npid ${path.join(temp, 'nginx.pid')};`);
  const confPath = path.join(temp, 'nginx.conf');
  writeFileSync(confPath, conf);
  const test = spawnSync('nginx', ['-t', '-c', confPath, '-p', temp]);
  console.log(`nginx -t: ${test.status === 0 ? 'ok' : test.stderr.toString()}`);
  if (test.status !== 0) process.exitCode = 1;
  const nginx = spawn('nginx', ['-c', confPath, '-p', temp, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  children.push(nginx);
  await new Promise((r) => setTimeout(r, 800));

  const base = `http://127.0.0.1:${PORTS.proxy}`;
  const login = await fetch(`${base}/api/login`, { redirect: 'manual' });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  console.log(`login through the proxy: ${login.status}, cookie ${cookie ? 'set' : 'missing'}`);
  const answers = [];
  for (let i = 0; i < 6; i += 1) {
    const res = await fetch(`${base}/api/journal`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': 'same-key' },
      body: JSON.stringify({ content: 'cp1.x' }),
    });
    answers.push(`${res.status}${res.headers.get('idempotent-replayed') ? ' replayed' : ''}`);
  }
  console.log(`6 POSTs with one key, alternating instances: ${answers.join(', ')}`);
  const list = await (await fetch(`${base}/api/journal`, { headers: { cookie } })).json();
  console.log(`journal entries stored: ${list.length} (expected 1)`);
  if (list.length !== 1) process.exitCode = 1;
  const big = await fetch(`${base}/api/journal`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'x'.repeat(290_000) }),
  });
  console.log(`290 KB body through the proxy: ${big.status} ${await big.text()}`);
} finally {
  for (const child of children) child.kill(child.spawnfile === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await pg.stop();
  rmSync(temp, { recursive: true, force: true });
}
