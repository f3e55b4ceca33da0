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
  const port = await freePort();
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
  const deadline = Date.now() + 30_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`PostgreSQL did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
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
