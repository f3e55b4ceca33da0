// @vitest-environment node
// The contract against the API app over a real PostgreSQL server (Debian's package, started on
// a free port by scripts/postgres.mjs; installed with apt-get when missing).
import { afterAll } from 'vitest';
import { startPostgres } from '../../scripts/postgres.mjs';
import { openPostgres } from '../sql/pg';
import { contractSuite } from '../testing/contractSuite.test-support';
import { sqlTarget } from '../testing/targets.test-support';

const server = await startPostgres();
const client = server ? await openPostgres(server.url) : null;
afterAll(async () => {
  // Connections first, then the server (stopping it under open connections ends them abruptly).
  await client?.close();
  await server?.stop();
});

contractSuite('PostgreSQL store', client ? await sqlTarget(client) : null);
