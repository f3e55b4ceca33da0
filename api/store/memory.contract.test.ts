// @vitest-environment node
// The contract against the API app over the in-memory store (what MSW serves).
import { contractSuite } from '../testing/contractSuite.test-support';
import { memoryTarget } from '../testing/targets.test-support';

contractSuite('memory store', memoryTarget());
