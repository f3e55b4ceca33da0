import type { Contact, Relationship } from '../../../vault';
import { normalisePhone } from './phone';

/** What the contact form sends, and how it is checked before anything is stored (spec §5). */
export interface ContactInput {
  name: string;
  phone: string;
  email?: string;
  relationship?: string;
}

export const RELATIONSHIPS: readonly Relationship[] = [
  'Family',
  'Friend',
  'Partner',
  'Coworker',
  'Neighbor',
  'Other',
];

export type ContactFields = Pick<Contact, 'name' | 'phone' | 'email' | 'relationship'>;
export type ContactInputProblem = 'empty' | 'invalid-phone' | 'invalid-email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Trims what the user typed. Name and phone are required ('empty': the spec wants nothing to
 * happen); the phone becomes E.164, read for `region` when it has no country code; an email, if
 * given, must look like one, since an alert to a mistyped address reaches no one.
 */
export function checkContactInput(
  input: ContactInput,
  region: string,
): ContactFields | ContactInputProblem {
  const name = input.name.trim();
  const phoneText = input.phone.trim();
  if (name === '' || phoneText === '') return 'empty';
  const phone = normalisePhone(phoneText, region);
  if (!phone.ok) return 'invalid-phone';
  const email = input.email?.trim() ?? '';
  if (email !== '' && !EMAIL.test(email)) return 'invalid-email';
  const relationship = RELATIONSHIPS.find((r) => r === input.relationship);
  return {
    name,
    phone: phone.e164,
    ...(email ? { email } : {}),
    ...(relationship ? { relationship } : {}),
  };
}
