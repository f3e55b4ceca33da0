import { useCallback } from 'react';
import { currentPosition } from '../../platform/geolocation';
import { useCountryStore } from './countryStore';
import { lookupCountryByIp } from './ipLookup';
import { report } from '../../platform/report';

let lookedUp = false;

async function detect(
  setDetected: (key: NonNullable<ReturnType<typeof useCountryStore.getState>['detected']>) => void,
) {
  if (lookedUp) return;
  lookedUp = true;
  try {
    const key = await lookupCountryByIp();
    if (key) setDetected(key);
  } catch (error) {
    // Spec §8: detection failure is silent (logged only); the chosen or guessed country stays.
    lookedUp = false;
    report('lookup failed', error);
  }
}

/**
 * Country detection (spec §4 Country): an IP lookup maps the country code to one of the 16
 * countries. It runs only when the person presses the button that says so, and only once location
 * permission is granted: never by itself on opening the tab, even with permission already given.
 */
export function useCountryDetection(): { requestDetection: () => Promise<void> } {
  const setDetected = useCountryStore((s) => s.setDetected);

  const requestDetection = useCallback(async () => {
    const result = await currentPosition();
    if (!result.ok) {
      report('position not available:', result.reason);
      return;
    }
    await detect(setDetected);
  }, [setDetected]);

  return { requestDetection };
}

/** For tests: forget that this page already looked the country up. */
export function resetCountryDetection(): void {
  lookedUp = false;
}
