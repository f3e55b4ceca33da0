import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const READY = /Calculator\+ ready at (http:\/\/\S+)/;

/**
 * A server of our own, for tests that must stop it (offline): `node dist-server/serve.js` on a
 * snapshot of dist/ (e2e/support/serve-snapshot.mjs runs it in the same process).
 */
export interface PrivateServer {
  url: string;
  pid: number;
  /** Stops this exact process (SIGTERM, then SIGKILL) and waits until it has exited. */
  stop: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** `env` overrides the defaults, e.g. `{ MOCK_API_TEST_HOOKS: '0' }` for a server as deployed. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<PrivateServer> {
  const child = spawn(process.execPath, ['e2e/support/serve-snapshot.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MOCK_API_TEST_HOOKS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server on port ${port} not ready after 60 s:\n${output}`));
    }, 60_000);
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
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server on port ${port} exited with ${code}:\n${output}`));
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('server has no pid');

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = exited(child);
    process.kill(pid, 'SIGTERM');
    const killer = setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
    }, 5_000);
    await done;
    clearTimeout(killer);
  };
  return { url, pid, stop };
}

// E2E_PRIVATE_PORT lets several checkouts run browser tests side by side.
let nextPort = Number(process.env.E2E_PRIVATE_PORT ?? 4181);

/** `privateServer`: a fresh server per test on its own port, always stopped afterwards. */
export const test = base.extend<{ privateServer: PrivateServer }>({
  // eslint-disable-next-line no-empty-pattern
  privateServer: async ({}, provide, testInfo) => {
    const port = nextPort + testInfo.parallelIndex * 50;
    nextPort += 1;
    const server = await startServer(port);
    try {
      await provide(server);
    } finally {
      await server.stop();
    }
  },
});

export { expect } from '@playwright/test';
