import { installUntilTestEnds } from '../adapter.test-support';
import { localeSlot, type LocaleAdapter } from './locale';

/** The device's languages and time zone in memory: a device in the UK unless a test says. */
export class FakeLocale implements LocaleAdapter {
  locales: string[] = ['en-GB'];
  timeZone: string | undefined = 'Europe/London';

  preferredLocales(): readonly string[] {
    return this.locales;
  }

  deviceTimeZone(): string | undefined {
    return this.timeZone;
  }
}

/** A fresh FakeLocale in place of the browser's until the current test ends. */
export function installFakeLocale(): FakeLocale {
  return installUntilTestEnds(localeSlot, new FakeLocale());
}
