import { onMotion } from '../../../platform/device/motion';
import { fireTrigger } from '../fire';
import { createShakeDetector } from './shakeDetector';

/**
 * The shake trigger at work: one motion listener for the whole page, locked or not, started and
 * stopped by the saved setting (startup.ts while locked, the Panic tab when it changes).
 */
let stopListening: (() => void) | null = null;

export function watchShake(enabled: boolean): void {
  if (enabled && !stopListening) {
    const detector = createShakeDetector(() => fireTrigger('shake'));
    stopListening = onMotion((reading) => detector.feed(reading));
  } else if (!enabled && stopListening) {
    stopListening();
    stopListening = null;
  }
}

export function isWatchingShake(): boolean {
  return stopListening !== null;
}
