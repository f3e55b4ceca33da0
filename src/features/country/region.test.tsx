import { renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installTestI18n } from '../../i18n/i18n.test-support';
import { installFakeLocale, type FakeLocale } from '../../platform/device/locale.test-support';
import { guessCountry, useCountryStore } from './countryStore';
import { CountryPanel } from './CountryPanel';
import { decideRegion } from './region';
import { useEmergencyNumber } from './useEmergencyNumber';

let locale: FakeLocale;

const { renderWithI18n } = installTestI18n('country');

/** A device with these settings, as the app starts: the store guesses its country. */
function device(locales: string[], timeZone: string) {
  locale.locales = locales;
  locale.timeZone = timeZone;
  useCountryStore.setState({ country: guessCountry(locales, timeZone), chosen: false });
}

/** What the SOS card says, and what the Country tab's big button says. */
function numbers() {
  const sos = renderHook(() => useEmergencyNumber()).result.current;
  renderWithI18n(<CountryPanel />);
  const countryTab = screen.getByRole('button', { name: /^Emergency \d+/ }).textContent ?? '';
  return { sos, countryTab: countryTab.replace(/\D/g, '') };
}

beforeEach(() => {
  locale = installFakeLocale();
  useCountryStore.setState({ detected: null, chosen: false });
});

describe('one decision of the region, on every screen', () => {
  it.each([
    // No region the table knows (Kenya): not 911 on one screen and 999 on the other.
    [['en-KE'], 'Africa/Nairobi', '999'],
    // Ireland comes first (112), the United States second: both screens say 112.
    [['en-IE', 'en-US'], 'Europe/Dublin', '112'],
    // New Zealand is not one of the 16 records, but its number is 111 on both screens.
    [['en'], 'Pacific/Auckland', '111'],
    [['en-US'], 'America/New_York', '911'],
    [['fr-FR'], 'Europe/Paris', '112'],
  ])('locales %j, time zone %s: both say %s', (locales, timeZone, expected) => {
    device(locales, timeZone);
    expect(numbers()).toEqual({ sos: expected, countryTab: expected });
  });

  it("a chosen country wins over the device's settings everywhere", () => {
    device(['en-US'], 'America/New_York');
    useCountryStore.setState({ country: 'DE', chosen: true });
    expect(numbers()).toEqual({ sos: '112', countryTab: '112' });
  });

  it("the locked sheet's stored copy of the choice decides the same way", () => {
    expect(decideRegion({ chosen: 'AU', locales: ['en-US'] })).toMatchObject({
      country: 'AU',
      number: '000',
    });
    expect(decideRegion({ chosen: 'GB' }).country).toBe('UK');
  });
});
