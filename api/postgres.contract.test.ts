// @vitest-environment node
// The contract against the API app over a real PostgreSQL server (Debian's package, started on
// a free port by scripts/postgres.mjs; installed with apt-get when missing).
import { afterAll } from 'vitest';
import { startPostgres } from '../scripts/postgres.mjs';
import { openPostgres } from './sql/pg';
import { contractSuite } from './testing/contractSuite';
import { sqlTarget } from './testing/targets';

const server = await startPostgres();
afterAll(async () => {
  await server?.stop();
});

contractSuite('PostgreSQL store', server ? await sqlTarget(await openPostgres(server.url)) : null);
