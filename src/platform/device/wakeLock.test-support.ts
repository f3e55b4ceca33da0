import { installUntilTestEnds } from '../adapter.test-support';
import { wakeLockSlot, type WakeLockAdapter, type WakeLockState } from './wakeLock';

/**
 * A wake lock in memory. `answer` is what the device gives: the lock ('held'), 'refused' or
 * 'unsupported'. It is told at once (the browser tells 'held' and 'refused' a moment later; the
 * contract allows both), so a test need not wait for it.
 */
export class FakeWakeLock implements WakeLockAdapter {
  answer: WakeLockState = 'held';
  /** How many locks are held (granted and not let go). */
  holding = 0;

  supportsWakeLock(): boolean {
    return this.answer !== 'unsupported';
  }

  holdScreenAwake(onChange?: (state: WakeLockState) => void): () => void {
    const answer = this.answer;
    if (answer === 'unsupported') {
      onChange?.('unsupported');
      return () => undefined;
    }
    let active = true;
    const held = answer === 'held';
    if (held) this.holding += 1;
    onChange?.(answer);
    return () => {
      if (!active) return;
      active = false;
      if (held) this.holding -= 1;
    };
  }
}

/** A fresh FakeWakeLock in place of the browser's until the current test ends. */
export function installFakeWakeLock(): FakeWakeLock {
  return installUntilTestEnds(wakeLockSlot, new FakeWakeLock());
}
