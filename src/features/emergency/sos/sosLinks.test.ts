import { describe, expect, it } from 'vitest';
import {
  callSchedule,
  dialable,
  encodeText,
  mailtoHref,
  smsHref,
  sosLinks,
  telHref,
  whatsappHref,
  type SosContact,
} from './sosLinks';

/** What an app reads back out of a link's text parameter. */
const bodyOf = (href: string, name: string) =>
  decodeURIComponent(new RegExp(`[?&]${name}=([^&]*)`).exec(href)?.[1] ?? '');

const TRICKY = 'Help + me & him #1\nلا تتصل 📍🆘\u200F done';

describe('link encoding', () => {
  it('percent-encodes Unicode, right-to-left text, emoji, +, &, # and newlines', () => {
    const encoded = encodeText(TRICKY);
    expect(encoded).not.toMatch(/[+&#\s\n]/);
    expect(encoded).toContain('%2B'); // + would read as a space in some apps
    expect(encoded).toContain('%26');
    expect(encoded).toContain('%23');
    expect(encoded).toContain('%0A');
    expect(encoded).toContain('%F0%9F%93%8D'); // 📍 as 4 UTF-8 bytes
    expect(encoded).toContain('%D9%84%D8%A7'); // لا
    expect(encoded).toContain('%E2%80%8F'); // right-to-left mark kept
    expect(decodeURIComponent(encoded)).toBe(TRICKY);
  });

  it('never throws on a broken surrogate', () => {
    expect(decodeURIComponent(encodeText('a\uD83Db'))).toBe('a\uFFFDb');
    expect(decodeURIComponent(encodeText('\uDC4D'))).toBe('\uFFFD');
  });
});

describe('channels', () => {
  it('builds sms:<e164>?&body= (iOS and Android)', () => {
    const href = smsHref('+44 7700 900-123', TRICKY);
    expect(href.startsWith('sms:+447700900123?&body=')).toBe(true);
    expect(bodyOf(href, 'body')).toBe(TRICKY);
  });

  it('builds mailto: with subject and a CRLF body, keeping the @', () => {
    const href = mailtoHref(' sam+safe@example.org ', 'I need help', 'Line 1\nمرحبا 🙏');
    expect(href.startsWith('mailto:sam%2Bsafe@example.org?subject=I%20need%20help&body=')).toBe(
      true,
    );
    expect(bodyOf(href, 'body')).toBe('Line 1\r\nمرحبا 🙏');
  });

  it('builds wa.me with the international digits only', () => {
    const href = whatsappHref('+44 7700 900123', 'Hi & bye');
    expect(href).toBe('https://wa.me/447700900123?text=Hi%20%26%20bye');
    expect(whatsappHref('0044 7700 900123', 'x')).toBe('https://wa.me/447700900123?text=x');
    // A national number cannot be given a country: no WhatsApp link rather than a wrong one.
    expect(whatsappHref('07700 900123', 'x')).toBeNull();
  });

  it('builds tel:<e164>', () => {
    expect(telHref('+1 (555) 010-9999')).toBe('tel:+15550109999');
    expect(dialable('07700 900123')).toBe('07700900123');
  });
});

const CONTACTS: SosContact[] = [
  { id: 'c', name: 'Chris', phone: '+33612345678', priority: 3 },
  { id: 'a', name: 'Amal', phone: '+447700900001', email: 'amal@example.org', priority: 1 },
  { id: 'b', name: 'Bea', phone: '+15550100002', priority: 2 },
];

describe('sosLinks', () => {
  it('lists contacts by priority, SMS first, email only when there is one', () => {
    const links = sosLinks(CONTACTS, { body: 'Help', subject: 'SOS' });
    expect(links.map((l) => l.key)).toEqual([
      'a:sms',
      'a:email',
      'a:whatsapp',
      'a:call',
      'b:sms',
      'b:whatsapp',
      'b:call',
      'c:sms',
      'c:whatsapp',
      'c:call',
    ]);
    expect(links[0]?.href).toBe('sms:+447700900001?&body=Help');
  });

  it('skips phone channels for a contact without a usable number', () => {
    const links = sosLinks([{ id: 'x', name: 'X', phone: '—', email: 'x@y.z', priority: 1 }], {
      body: 'b',
      subject: 's',
    });
    expect(links.map((l) => l.channel)).toEqual(['email']);
  });
});

describe('callSchedule', () => {
  it('dials each contact 2 s × its priority, lowest priority first', () => {
    expect(callSchedule(CONTACTS).map((c) => [c.name, c.delayMs, c.href])).toEqual([
      ['Amal', 2000, 'tel:+447700900001'],
      ['Bea', 4000, 'tel:+15550100002'],
      ['Chris', 6000, 'tel:+33612345678'],
    ]);
  });

  it('uses the place in the list when a priority is missing', () => {
    const odd = [{ id: 'z', name: 'Z', phone: '+15550100003', priority: Number.NaN }];
    expect(callSchedule(odd)[0]?.delayMs).toBe(2000);
  });
});
