// A throw-away PostgreSQL for tests and benches: Debian's `postgresql` package, initdb in a temp
// folder, started on a free local port, removed on stop. Installs the package with apt-get when it
// is missing (as scripts/ensure-chromium.mjs does for Chromium). Runs the server as the
// `postgres` user when we are root (CI), since PostgreSQL refuses to run as root.
//
//   const pg = await startPostgres();   // null (with a printed reason) where it cannot run
//   pg.url  -> postgres://postgres@127.0.0.1:PORT/postgres
//   pg.pid  -> the postmaster's pid (benches add up its processes' CPU)
//   await pg.stop();
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

function binDir() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(PG_ROOT, versions[0], 'bin') : null;
}

function tryInstall() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return;
  console.log("PostgreSQL is missing: installing Debian's postgresql package with apt-get...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  } catch (error) {
    console.log(`apt-get could not install postgresql: ${error.message}`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Wraps a command so it runs as `postgres` when we are root. */
function asPostgres(command, args) {
  if (process.getuid?.() !== 0) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs the postmaster on `port` until it accepts connections there: its postmaster.pid names the
 * port and says "ready" (another program listening on a taken port would answer too, and the
 * postmaster writes the file before it binds). On failure, its log.
 */
async function startPostmaster(bin, data, dir, port) {
  const [cmd, args] = asPostgres(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: false });
  let log = '';
  child.stderr.on('data', (chunk) => (log += chunk));
  const ours = () => {
    try {
      const lines = readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n');
      return lines[3]?.trim() === String(port) && lines[7]?.trim() === 'ready';
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + 30_000;
  while (!(child.exitCode === null && ours() && (await canConnect(port)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      return { ok: false, log };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { ok: true };
}

export async function startPostgres({ install = true } = {}) {
  let bin = binDir();
  if (!bin && install) {
    tryInstall();
    bin = binDir();
  }
  if (!bin) {
    console.log(
      'SKIPPED: PostgreSQL tests (the postgresql package is not installed and cannot be).',
    );
    return null;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'calculator-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const [initCmd, initArgs] = asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  // freePort() closes the port before the postmaster binds it, and any socket opened in between
  // (another test's server, a connection) may take it: then the postmaster exits with "Address
  // already in use", and it starts again on another port.
  let port = 0;
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    const started = await startPostmaster(bin, data, dir, port);
    if (started.ok) break;
    if (attempt < 5 && /Address already in use/.test(started.log)) continue;
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start:\n${started.log}`);
  }
  // Accepting TCP is not yet accepting queries: wait out "the database system is starting up".
  await new Promise((r) => setTimeout(r, 300));
  // The server's own pid: signalling runuser would not reach it.
  const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    if (alive()) process.kill(pid, 'SIGINT'); // fast shutdown
    const until = Date.now() + 10_000;
    while (alive() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    if (alive()) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, pid, stop };
}
