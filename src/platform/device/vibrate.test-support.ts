import { installUntilTestEnds } from '../adapter.test-support';
import { vibrationSlot, type VibrationAdapter } from './vibrate';

/**
 * Vibration in memory: a motor or none, a recent tap or none, and the patterns the motor played
 * (a refused vibration plays nothing).
 */
export class FakeVibration implements VibrationAdapter {
  motor = true;
  activation = true;
  /** Every pattern played, oldest first. */
  readonly patterns: (number | number[])[] = [];

  hasUserActivation(): boolean {
    return this.activation;
  }

  vibrate(pattern: number | number[]): boolean {
    if (!this.motor || !this.activation) return false;
    this.patterns.push(pattern);
    return true;
  }
}

/** A fresh FakeVibration in place of the browser's until the current test ends. */
export function installFakeVibration(): FakeVibration {
  return installUntilTestEnds(vibrationSlot, new FakeVibration());
}
