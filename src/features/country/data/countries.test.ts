import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_KEYS,
  toCountryKey,
  type CountryKey,
  type CountryRecord,
  type Helpline,
} from './countries';
import { dialHelpline, toDialable } from './dialable';
import texts from '../../../../locales/en/country.json';

type ResourceKind = keyof CountryRecord['resources'];

/**
 * Lists that are knowingly empty because no national service could be confirmed on an official
 * page (see the comment in the record). Everything else must have at least one entry.
 */
const KNOWN_GAPS: Partial<Record<CountryKey, ResourceKind[]>> = {
  MX: ['domesticViolence'],
};

const records = COUNTRY_KEYS.map((key) => [key, COUNTRIES[key]] as const);

function allHelplines(): { key: CountryKey; kind: ResourceKind; helpline: Helpline }[] {
  return records.flatMap(([key, record]) =>
    (Object.keys(record.resources) as ResourceKind[]).flatMap((kind) =>
      record.resources[kind].map((helpline) => ({ key, kind, helpline })),
    ),
  );
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

describe('COUNTRIES shape', () => {
  it('has exactly the 16 keys of the spec, in order', () => {
    expect(COUNTRY_KEYS).toEqual([
      'UK',
      'FR',
      'BE',
      'ES',
      'US',
      'CA',
      'AU',
      'DE',
      'IT',
      'NL',
      'SE',
      'NO',
      'IN',
      'JP',
      'BR',
      'MX',
    ]);
    expect(Object.keys(COUNTRIES).sort()).toEqual([...COUNTRY_KEYS].sort());
  });

  it.each(records)('%s: code, iso, name, flag', (key, record) => {
    expect(record.code).toBe(key);
    expect(record.iso).toMatch(/^[A-Z]{2}$/);
    expect(record.iso).toBe(key === 'UK' ? 'GB' : key);
    expect(toCountryKey(record.iso)).toBe(key);
    expect(record.name.trim()).not.toBe('');
    expect(record.flag.trim()).not.toBe('');
    // A flag emoji is two regional-indicator symbols spelling the ISO code.
    const letters = [...record.flag].map((c) =>
      String.fromCharCode((c.codePointAt(0) ?? 0) - 0x1f1a5),
    );
    expect(letters.join('')).toBe(record.iso);
  });

  it.each(records)('%s: emergency numbers are 2–4 digits', (_key, record) => {
    for (const n of Object.values(record.emergency)) expect(n).toMatch(/^\d{2,4}$/);
  });

  it.each(records)('%s: official https sources for the emergency numbers', (_key, record) => {
    expect(record.sources.length).toBeGreaterThan(0);
    for (const url of record.sources) expect(isHttps(url), url).toBe(true);
    if (record.silentCall) {
      expect(texts.silentCall[record.code as keyof typeof texts.silentCall]?.trim()).toBeTruthy();
      expect(isHttps(record.silentCall.source)).toBe(true);
    }
  });

  it.each(records)(
    '%s: every translated note belongs to a helpline that exists',
    (_key, record) => {
      const notes = (texts.notes as Record<string, Record<string, string>>)[record.code] ?? {};
      const ids = Object.values(record.resources).flatMap((lines) => lines.map((line) => line.id));
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of Object.keys(notes)) expect(ids).toContain(id);
    },
  );

  it.each(records)('%s: languages are canonical BCP-47 tags', (_key, record) => {
    expect(record.languages.length).toBeGreaterThan(0);
    for (const lang of record.languages) {
      expect(Intl.getCanonicalLocales(lang)).toEqual([lang]);
    }
    expect(new Set(record.languages).size).toBe(record.languages.length);
  });

  it.each(records)('%s: 1–3 helplines per list (except known gaps), legal aid 0–2', (key, r) => {
    const gaps = KNOWN_GAPS[key] ?? [];
    for (const kind of ['domesticViolence', 'mentalHealth'] as const) {
      const list = r.resources[kind];
      expect(list.length).toBeLessThanOrEqual(3);
      if (gaps.includes(kind)) expect(list).toEqual([]);
      else expect(list.length, `${key} ${kind}`).toBeGreaterThanOrEqual(1);
    }
    expect(r.resources.legalAid.length).toBeLessThanOrEqual(2);
  });
});

describe('helplines', () => {
  const rows = allHelplines().map(
    ({ key, kind, helpline }) => [`${key} ${kind}: ${helpline.name}`, key, helpline] as const,
  );

  it('there are helplines to check', () => {
    expect(rows.length).toBeGreaterThan(30);
  });

  it.each(rows)('%s has name, https website and https source', (_label, _key, h) => {
    expect(h.name.trim()).not.toBe('');
    expect(isHttps(h.website), h.website).toBe(true);
    expect(isHttps(h.source), h.source).toBe(true);
  });

  it.each(rows)('%s is dialable in its country', (_label, key, h) => {
    const iso = COUNTRIES[key].iso as CountryCode;
    if (h.short) {
      expect(h.phone).toMatch(/^[0-9 ]{3,8}$/);
      // The flag is only for numbers libphonenumber really cannot validate.
      expect(parsePhoneNumberFromString(h.phone, iso)?.isValid() ?? false).toBe(false);
      expect(dialHelpline(h, iso)).toBe(h.phone.replace(/ /g, ''));
    } else {
      expect(parsePhoneNumberFromString(h.phone, iso)?.isValid(), h.phone).toBe(true);
      expect(dialHelpline(h, iso).startsWith(`+${getCountryCallingCode(iso)}`)).toBe(true);
    }
  });

  it('no number is listed twice in the same country', () => {
    for (const [key, record] of records) {
      const lists = Object.values(record.resources).flat();
      const numbers = lists.map((h) => dialHelpline(h, record.iso));
      expect(new Set(numbers).size, key).toBe(numbers.length);
    }
  });
});

describe('spec example numbers (§3)', () => {
  it.each([
    ['UK', '999', '999', '999', '999'],
    ['FR', '17', '18', '15', '112'],
    ['US', '911', '911', '911', '911'],
    ['AU', '000', '000', '000', '000'],
    ['DE', '110', '112', '112', '112'],
    ['IN', '100', '101', '102', '112'],
    ['JP', '110', '119', '119', '110'],
  ] as const)('%s police %s, fire %s, medical %s, unified %s', (key, police, fire, medical, u) => {
    expect(COUNTRIES[key].emergency).toEqual({ police, fire, medical, unified: u });
  });

  it('has the spec hotlines (§9)', () => {
    const phones = (key: CountryKey) =>
      Object.values(COUNTRIES[key].resources)
        .flat()
        .map((h) => h.phone);
    expect(phones('UK')).toContain('0808 2000 247');
    expect(phones('UK')).toContain('116 123');
    expect(phones('US')).toContain('988');
    expect(phones('US')).toContain('1-888-373-7888');
  });
});

describe('toCountryKey', () => {
  it.each([
    ['GB', 'UK'],
    ['gb', 'UK'],
    ['UK', 'UK'],
    ['uk', 'UK'],
    [' fr ', 'FR'],
    ['FR', 'FR'],
    ['mx', 'MX'],
    ['JP', 'JP'],
  ] as const)('%j -> %s', (input, key) => {
    expect(toCountryKey(input)).toBe(key);
  });

  it.each(['', 'ZZ', 'NZ', 'GBR', 'United Kingdom', 'EU'])('%j -> null', (input) => {
    expect(toCountryKey(input)).toBeNull();
  });
});

describe('toDialable', () => {
  it.each([
    ['0808 2000 247', 'GB', '+448082000247'],
    ['116 123', 'GB', '116123'],
    ['0345 345 4 345', 'GB', '+443453454345'],
    ['1-800-799-7233', 'US', '+18007997233'],
    ['988', 'US', '988'],
    ['3919', 'FR', '3919'],
    ['09 72 39 40 50', 'FR', '+33972394050'],
    ['016', 'ES', '016'],
    ['116 016', 'DE', '116016'],
    ['0800 111 0 111', 'DE', '+498001110111'],
    ['1522', 'IT', '1522'],
    ['0800-2000', 'NL', '+318002000'],
    ['020-50 50 50', 'SE', '+4620505050'],
    ['13 11 14', 'AU', '+61131114'],
    ['0120-279-889', 'JP', '+81120279889'],
    ['180', 'BR', '180'],
    ['800 911 2000', 'MX', '+528009112000'],
    ['999', 'GB', '999'],
  ])('%s (%s) -> %s', (phone, iso, expected) => {
    expect(toDialable(phone, iso)).toBe(expected);
  });

  it('accepts a lower-case region', () => {
    expect(toDialable('0808 2000 247', 'gb')).toBe('+448082000247');
  });

  it('parses numbers already in international form whatever the region', () => {
    expect(toDialable('+44 808 2000 247', 'US')).toBe('+448082000247');
  });

  it('returns digits for short codes when told so, without parsing', () => {
    expect(toDialable('116 016', 'DE', { short: true })).toBe('116016');
    expect(toDialable('13 11 14', 'AU', { short: true })).toBe('131114');
  });

  it('falls back to digits for an unknown region and keeps a leading +', () => {
    expect(toDialable('0808 2000 247', 'ZZ')).toBe('08082000247');
    expect(toDialable('+999 123', 'ZZ')).toBe('+999123');
  });

  it('returns an empty string when there are no digits', () => {
    expect(toDialable('', 'GB')).toBe('');
    expect(toDialable(' - ', 'GB')).toBe('');
  });
});
