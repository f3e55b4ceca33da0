import { describe, expect, it } from 'vitest';
import {
  composeSosMessage,
  ENGLISH_TEXTS,
  formatCoordinates,
  mapsLink,
  type SosMessageTexts,
} from './sosMessage';

const AT = Date.UTC(2026, 2, 1, 10, 5); // 1 March 2026, 10:05 UTC
const LONDON = { lat: 51.5073509, lng: -0.1277583, accuracy: 12.4, timestamp: AT };

describe('composeSosMessage', () => {
  it('gives the default message, a 6-decimal maps link with the accuracy, and the time', () => {
    const text = composeSosMessage({
      customMessage: '',
      position: LONDON,
      at: AT,
      language: 'en-GB',
      timeZone: 'UTC',
    });
    expect(text.split('\n')).toEqual([
      'I need help.',
      'My location: https://maps.google.com/?q=51.507351,-0.127758 (accurate to about 12 m)',
      expect.stringMatching(/^Time: 1 Mar 2026, 10:05 UTC$/),
    ]);
  });

  it('carries the live-location link while she shares it', () => {
    const live = 'https://calc.example/follow/Abcdefghijklmnopqrstuv#' + 'k'.repeat(43);
    const text = composeSosMessage({
      customMessage: '',
      position: LONDON,
      at: AT,
      language: 'en-GB',
      timeZone: 'UTC',
      liveLink: live,
    });
    expect(text.split('\n')[2]).toBe(`Follow my location live: ${live}`);
    expect(
      composeSosMessage({ customMessage: '', position: null, at: AT, language: 'en' }),
    ).not.toContain('live');
  });

  it('says "Location unavailable" without a position', () => {
    const text = composeSosMessage({
      customMessage: null,
      position: null,
      at: AT,
      language: 'en-GB',
      timeZone: 'UTC',
    });
    expect(text).toContain('I need help.\nLocation unavailable\nTime: ');
    expect(text).not.toContain('maps.google.com');
  });

  it('uses the custom message, trimmed', () => {
    const text = composeSosMessage({
      customMessage: '  Come to the back door. Code word: blue.  ',
      position: null,
      at: AT,
      language: 'en',
    });
    expect(text.split('\n')[0]).toBe('Come to the back door. Code word: blue.');
  });

  it('keeps an Arabic message and writes the time in Arabic, with an ASCII link', () => {
    const arabic: SosMessageTexts = {
      defaultMessage: 'أحتاج إلى مساعدة.',
      location: (link, accuracy) => `موقعي: ${link} (بدقة ${accuracy} م تقريبًا)`,
      locationUnavailable: 'الموقع غير متاح',
      time: (time) => `الوقت: ${time}`,
    };
    const text = composeSosMessage({
      customMessage: 'ساعدوني من فضلكم',
      position: LONDON,
      at: AT,
      language: 'ar',
      timeZone: 'UTC',
      texts: arabic,
    });
    const [message, where, when] = text.split('\n');
    expect(message).toBe('ساعدوني من فضلكم');
    expect(where).toContain('https://maps.google.com/?q=51.507351,-0.127758');
    expect(where).toMatch(/^موقعي: /);
    const arabicTime = new Intl.DateTimeFormat('ar', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: 'UTC',
    }).format(AT);
    expect(when).toBe(`الوقت: ${arabicTime}`);
  });

  it('rounds coordinates to 6 decimals, negative ones too, never localised', () => {
    expect(formatCoordinates({ lat: -33.8688197, lng: 151.2092966 })).toBe('-33.868820,151.209297');
    expect(mapsLink({ lat: 0, lng: 0 })).toBe('https://maps.google.com/?q=0.000000,0.000000');
  });

  it('has English defaults matching the locale file', async () => {
    const en = (await import('../../../../locales/en/sos.json')).default;
    expect(ENGLISH_TEXTS.defaultMessage).toBe(en.message.default);
    expect(ENGLISH_TEXTS.locationUnavailable).toBe(en.message.locationUnavailable);
  });
});
