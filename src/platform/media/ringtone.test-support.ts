import { installUntilTestEnds } from '../adapter.test-support';
import { ringtoneSlot, type RingtoneAdapter } from './ringtone';

/** A ringtone in memory: counts how often it started and stopped, and whether it rings now. */
export class FakeRingtone implements RingtoneAdapter {
  started = 0;
  stopped = 0;

  startRingtone(): () => void {
    this.started += 1;
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.stopped += 1;
    };
  }

  get ringing(): boolean {
    return this.started > this.stopped;
  }
}

/** A fresh FakeRingtone in place of the browser's until the current test ends. */
export function installFakeRingtone(): FakeRingtone {
  return installUntilTestEnds(ringtoneSlot, new FakeRingtone());
}
