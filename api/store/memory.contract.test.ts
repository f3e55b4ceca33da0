// @vitest-environment node
// The contract against the API app over the in-memory store (what MSW serves).
import { contractSuite } from '../testing/contractSuite';
import { memoryTarget } from '../testing/targets';

contractSuite('memory store', memoryTarget());
