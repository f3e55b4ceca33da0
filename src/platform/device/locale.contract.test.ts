import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocale, type LocaleAdapter } from './locale';
import { FakeLocale } from './locale.test-support';

interface Device {
  adapter: LocaleAdapter;
  prefer(locales: string[]): void;
}

function browserDevice(): Device {
  return {
    adapter: browserLocale,
    prefer: (locales) => vi.stubGlobal('navigator', { languages: locales, language: locales[0] }),
  };
}

function fakeDevice(): Device {
  const fake = new FakeLocale();
  return { adapter: fake, prefer: (locales) => (fake.locales = locales) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['the browser', browserDevice],
  ['the fake', fakeDevice],
])('locale contract: %s', (_, makeDevice) => {
  it('lists the preferred locales, most preferred first, and names a time zone', () => {
    const device = makeDevice();
    device.prefer(['fr-BE', 'nl-BE', 'en']);
    expect(device.adapter.preferredLocales()).toEqual(['fr-BE', 'nl-BE', 'en']);
    expect(device.adapter.deviceTimeZone()).toEqual(expect.any(String));
  });
});
