// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callingCodeExample, formatPhone, normaliseDialNumber, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it('reads a national number in the user’s region and returns E.164', () => {
    expect(normalisePhone('07700 900123', 'GB')).toEqual({
      ok: true,
      e164: '+447700900123',
      display: '+44 7700 900123',
    });
    expect(normalisePhone('06 12 34 56 78', 'FR')).toMatchObject({
      ok: true,
      e164: '+33612345678',
    });
    expect(normalisePhone('(201) 555-0123', 'US')).toMatchObject({
      ok: true,
      e164: '+12015550123',
    });
  });

  it('keeps an international number whatever the region', () => {
    expect(normalisePhone('+1 202 555 0199', 'GB')).toMatchObject({ e164: '+12025550199' });
    expect(normalisePhone('0044 7911 123456', 'GB')).toMatchObject({ e164: '+447911123456' });
    expect(normalisePhone('+44 7911 123456')).toMatchObject({ e164: '+447911123456' });
  });

  it('reads Arabic-Indic and Persian digits', () => {
    expect(normalisePhone('٠٧٩١١ ١٢٣٤٥٦', 'GB')).toMatchObject({ e164: '+447911123456' });
    expect(normalisePhone('۰۷۹۱۱۱۲۳۴۵۶', 'GB')).toMatchObject({ e164: '+447911123456' });
  });

  it.each([
    ['', 'GB'],
    ['12', 'GB'],
    ['999', 'GB'],
    ['116 123', 'GB'],
    ['07911 1234567', 'GB'],
    ['07911 123456 ext 12', 'GB'],
    ['call me', 'GB'],
    ['+999 123', 'GB'],
    ['07911 123456', undefined],
  ])('refuses %j (region %s): it cannot be dialled', (text, region) => {
    expect(normalisePhone(text, region)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('normaliseDialNumber (the settings’ emergency numbers)', () => {
  it.each([
    ['112', '112'],
    ['999', '999'],
    ['000', '000'],
    ['17', '17'],
    ['116 123', '116123'],
    ['١١٢', '112'],
    [' 911 ', '911'],
  ])('takes the short code %j as %j', (text, number) => {
    expect(normaliseDialNumber(text, 'GB')).toEqual({ ok: true, number });
  });

  it('takes what the contact form takes, as E.164', () => {
    expect(normaliseDialNumber('0808 2000 247', 'GB')).toEqual({
      ok: true,
      number: '+448082000247',
    });
    expect(normaliseDialNumber('+33 1 23 45 67 89', 'GB')).toEqual({
      ok: true,
      number: '+33123456789',
    });
  });

  it.each([
    ['abc'],
    ['<b>111</b>'],
    ['1'.repeat(200)],
    ['1'],
    ['112 ext 1'],
    ['+112'],
    ['07911 1234567'],
    [''],
  ])('refuses %j: it cannot be dialled', (text) => {
    expect(normaliseDialNumber(text, 'GB')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('formatPhone and callingCodeExample', () => {
  it('formats stored E.164 and leaves anything else as stored', () => {
    expect(formatPhone('+447700900123')).toBe('+44 7700 900123');
    expect(formatPhone('not a number')).toBe('not a number');
  });

  it('gives the region’s calling code, +44 when unknown', () => {
    expect(callingCodeExample('FR')).toBe('+33');
    expect(callingCodeExample('XX')).toBe('+44');
  });
});
