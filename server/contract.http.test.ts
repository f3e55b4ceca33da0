// @vitest-environment node
// The same API contract against the production server over HTTP (Node, @hono/node-server,
// the security headers), on the embedded store in memory.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { CONTRACT_OPERATOR_TOKEN, contractSuite } from '../api/testing/contractSuite.test-support';
import { sqlTraces } from '../api/testing/targets.test-support';
import { openServerApi } from './api';
import { createAppServer } from './app';

const dist = await mkdtemp(path.join(tmpdir(), 'calc-contract-'));
await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
afterAll(() => rm(dist, { recursive: true, force: true }));

const api = await openServerApi({
  dataDir: null,
  trustProxy: false,
  testHooks: false,
  paymentsAvailable: true,
  rateLimits: null,
  operatorToken: CONTRACT_OPERATOR_TOKEN,
});
const server = await createAppServer({ distDir: dist, port: 0, host: '127.0.0.1', api: api.app });

contractSuite('production server over HTTP (PGlite)', {
  fetch: (p, init) => fetch(`${server.url}${p}`, init),
  traces: (id) => (api.client ? sqlTraces(api.client, id) : Promise.resolve(-1)),
  close: async () => {
    await server.close();
    await api.close();
  },
});
