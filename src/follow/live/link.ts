/** A live-location session id: 22 base64url characters (16 random bytes), made on her phone. */
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;
/** Its key: 43 base64url characters (32 bytes), only ever in the link's fragment. */
const KEY = /^[A-Za-z0-9_-]{43}$/;

/** A contact's token (../token.ts), which the server's alerts add as `?c=`. */
const CONTACT = /^[A-Za-z0-9_-]{43}$/;

export interface LiveLink {
  id: string;
  /** The key's text, or null when the fragment is missing or cut short (a link not complete). */
  key: string | null;
  /** The contact's token when the link came in an alert from the server: notifications offered. */
  contact: string | null;
}

/**
 * The live-location link in this address, `/follow/<id>#<key>`, or null when the path is not one
 * (a contact's alerts link has a 43-character token instead: ../token.ts).
 */
export function liveLinkOf(pathname: string, hash: string, search = ''): LiveLink | null {
  const match = /^\/follow\/([A-Za-z0-9_-]{22})\/?$/.exec(pathname);
  const id = match?.[1];
  if (!id || !SESSION_ID.test(id)) return null;
  const key = hash.replace(/^#/, '');
  const contact = new URLSearchParams(search).get('c') ?? '';
  return { id, key: KEY.test(key) ? key : null, contact: CONTACT.test(contact) ? contact : null };
}
