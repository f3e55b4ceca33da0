import { useCallback } from 'react';
import { currentPosition } from '../../platform/device/geolocation';
import { useCountryStore } from './countryStore';
import { lookupCountryByIp } from './ipLookup';
import { report } from '../../platform/report';

/**
 * What pressing the lookup button came to. Each failure is said on screen with what to do (issue
 * 25; the spec's §8 kept detection failures silent, but she pressed the button and waits for it).
 */
export type DetectionOutcome =
  'found' | 'busy' | 'denied' | 'no-position' | 'lookup-failed' | 'not-listed';

let lookingUp = false;

async function detect(
  setDetected: (key: NonNullable<ReturnType<typeof useCountryStore.getState>['detected']>) => void,
): Promise<DetectionOutcome> {
  if (lookingUp) return 'busy';
  lookingUp = true;
  try {
    const key = await lookupCountryByIp();
    if (!key) return 'not-listed';
    setDetected(key);
    return 'found';
  } catch (error) {
    report('lookup failed', error);
    return 'lookup-failed';
  } finally {
    lookingUp = false;
  }
}

/**
 * Country detection (spec §4 Country): an IP lookup maps the country code to one of the 16
 * countries. It runs only when the person presses the button that says so, and only once location
 * permission is granted: never by itself on opening the tab, even with permission already given.
 */
export function useCountryDetection(): { requestDetection: () => Promise<DetectionOutcome> } {
  const setDetected = useCountryStore((s) => s.setDetected);

  const requestDetection = useCallback(async (): Promise<DetectionOutcome> => {
    const result = await currentPosition();
    if (!result.ok) {
      report('position not available:', result.reason);
      return result.reason === 'denied' ? 'denied' : 'no-position';
    }
    return detect(setDetected);
  }, [setDetected]);

  return { requestDetection };
}

/** For tests: forget a lookup still under way on this page. */
export function resetCountryDetection(): void {
  lookingUp = false;
}
