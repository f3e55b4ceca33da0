// The production server (dist-server/serve.js) as a child process for the benches: its own
// environment (the caller's store, rate limits off, an ephemeral port on 127.0.0.1), ready once it
// prints its address, stopped with SIGTERM (SIGKILL after 5 s).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_SCRIPT = join(ROOT, 'dist-server', 'serve.js');
/** What the bench's own shell may carry that would pick another store or hooks. */
const CLEARED = [
  'DATABASE_URL',
  'DATA_DIR',
  'STORE',
  'MOCK_API_TEST_HOOKS',
  'ALERTS_POLL_MS',
  'S3_ENDPOINT',
];

/**
 * Starts one server on `site` (a copy of dist/) with `env`. `nodeFlags` go to node (a CPU
 * profile, say). Returns `ready` (its base URL), `stop()`, its output and its pid.
 */
export function startServer(name, env, site, { nodeFlags = [] } = {}) {
  const base = { ...process.env };
  for (const key of CLEARED) delete base[key];
  const child = spawn(process.execPath, [...nodeFlags, SERVER_SCRIPT], {
    cwd: ROOT,
    env: { ...base, RATE_LIMITS: 'off', ...env, DIST_DIR: site, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: not ready:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /ready at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name}: server exited (${code}):\n${output}`)));
  });
  ready.catch(() => undefined);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return {
    ready,
    stop,
    output: () => output,
    pid: child.pid,
    cpuMs: () => processCpuMs(child.pid),
  };
}

/**
 * CPU ms (user + system) a process has used, from Linux's /proc; null elsewhere. Per request it is
 * steadier than requests per second on a machine that other jobs share.
 */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100
  } catch {
    return null;
  }
}

/** CPU ms of PostgreSQL: the postmaster, its live children, and the children that have exited. */
export function postgresCpuMs(pid) {
  try {
    const own = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime, stime, and cutime, cstime (waited-for children)
    let ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(own[i]), 0);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
        if (Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // gone meanwhile
      }
    }
    return (ticks * 1000) / 100;
  } catch {
    return null;
  }
}
