/**
 * One-tap links that hand the SOS text to the phone's own apps (spec §7: the alert is sent by
 * opening sms:, mailto: and wa.me links; it never goes through our server). Pure functions.
 *
 * SMS: `sms:<number>?&body=<text>`. iOS reads the body after `&` (iOS 8+; `?body=` only on newer
 * versions) and Android reads the query parameter `body` (the empty first parameter is ignored), so
 * this one form pre-fills the text on both. `;body=` (iOS 7) is not used any more.
 * Text is UTF-8 percent-encoded (encodeURIComponent), so Arabic, right-to-left marks, emoji,
 * `+`, `&`, `#` and newlines survive; a lone surrogate would make encodeURIComponent throw, so it
 * becomes U+FFFD first.
 */
export interface SosContact {
  id: string;
  /** Absent while locked: the SOS essentials keep no names (the sheet says "Contact 1"). */
  name?: string;
  phone: string;
  email?: string;
  priority: number;
}

export type SosChannel = 'sms' | 'email' | 'whatsapp' | 'call';

export interface SosLink {
  /** Stable per contact and channel, e.g. "c1:sms". */
  key: string;
  contactId: string;
  name: string;
  channel: SosChannel;
  href: string;
}

/** Replaces lone surrogates with U+FFFD (no regex lookbehind: older Safari cannot parse it). */
function wellFormed(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text[i]! + text[i + 1]!;
        i++;
      } else out += '\uFFFD';
    } else if (code >= 0xdc00 && code <= 0xdfff) out += '\uFFFD';
    else out += text[i]!;
  }
  return out;
}

export function encodeText(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

/**
 * The number as a dialler wants it: "+44 7700 900-123" → "+447700900123", "0044…" → "+44…".
 * A national number ("07700 900123") keeps its digits: the phone dials it in its own country.
 */
export function dialable(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits ? `+${digits}` : '';
  if (digits.startsWith('00') && digits.length > 4) return `+${digits.slice(2)}`;
  return digits;
}

export function smsHref(phone: string, body: string): string {
  return `sms:${dialable(phone)}?&body=${encodeText(body)}`;
}

/** RFC 6068: line breaks in a mailto body are CRLF; the address keeps its "@". */
export function mailtoHref(email: string, subject: string, body: string): string {
  const address = encodeText(email.trim()).replace(/%40/g, '@');
  const crlf = body.replace(/\r?\n/g, '\r\n');
  return `mailto:${address}?subject=${encodeText(subject)}&body=${encodeText(crlf)}`;
}

/**
 * wa.me wants the full international number as digits only (no +, no 00). A national number
 * cannot be turned into one without knowing the country, so it gets no WhatsApp link.
 */
export function whatsappHref(phone: string, body: string): string | null {
  const number = dialable(phone);
  if (!number.startsWith('+')) return null;
  return `https://wa.me/${number.slice(1)}?text=${encodeText(body)}`;
}

export function telHref(phone: string): string {
  return `tel:${dialable(phone)}`;
}

/** Lowest priority number first; ties keep their order. */
export function byPriority<T extends Pick<SosContact, 'priority'>>(contacts: readonly T[]): T[] {
  const rank = (c: T, i: number) => (Number.isFinite(c.priority) ? c.priority : 1000 + i);
  return contacts
    .map((contact, index) => ({ contact, index }))
    .sort((a, b) => rank(a.contact, a.index) - rank(b.contact, b.index) || a.index - b.index)
    .map(({ contact }) => contact);
}

export interface SosText {
  body: string;
  subject: string;
}

/** A contact's channels, SMS first (the one opened at once), then email, WhatsApp, a call. */
export function contactLinks(contact: SosContact, text: SosText): SosLink[] {
  const links: SosLink[] = [];
  const add = (channel: SosChannel, href: string | null) => {
    if (href)
      links.push({
        key: `${contact.id}:${channel}`,
        contactId: contact.id,
        name: contact.name ?? '',
        channel,
        href,
      });
  };
  const hasNumber = dialable(contact.phone) !== '';
  if (hasNumber) add('sms', smsHref(contact.phone, text.body));
  if (contact.email?.trim()) add('email', mailtoHref(contact.email, text.subject, text.body));
  if (hasNumber) add('whatsapp', whatsappHref(contact.phone, text.body));
  if (hasNumber) add('call', telHref(contact.phone));
  return links;
}

/** Every contact's links, contacts in priority order. */
export function sosLinks(contacts: readonly SosContact[], text: SosText): SosLink[] {
  return byPriority(contacts).flatMap((contact) => contactLinks(contact, text));
}

export interface ScheduledCall {
  contactId: string;
  name: string;
  href: string;
  delayMs: number;
}

/**
 * "Call contacts" (spec §9): each contact is dialled 2 s × its priority after the start, lowest
 * priority number first. A missing or odd priority counts as its place in the list.
 */
export function callSchedule(contacts: readonly SosContact[], stepMs = 2000): ScheduledCall[] {
  return byPriority(contacts)
    .filter((contact) => dialable(contact.phone) !== '')
    .map((contact, index) => {
      const priority =
        Number.isFinite(contact.priority) && contact.priority >= 1 ? contact.priority : index + 1;
      return {
        contactId: contact.id,
        name: contact.name ?? '',
        href: telHref(contact.phone),
        delayMs: stepMs * priority,
      };
    });
}
