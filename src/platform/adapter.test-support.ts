import { onTestFinished } from 'vitest';
import type { AdapterSlot } from './adapter';

/** Puts `fake` in the adapter's slot until the current test ends (call in beforeEach or a test). */
export function installUntilTestEnds<T, F extends T>(slot: AdapterSlot<T>, fake: F): F {
  onTestFinished(slot.replace(fake));
  return fake;
}
