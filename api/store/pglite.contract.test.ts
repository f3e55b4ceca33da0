// @vitest-environment node
// The contract against the API app over embedded PGlite (what `npm start` serves).
import { openPglite } from '../sql/pglite';
import { contractSuite } from '../testing/contractSuite.test-support';
import { sqlTarget } from '../testing/targets.test-support';

contractSuite('PGlite store', await sqlTarget(await openPglite()));
