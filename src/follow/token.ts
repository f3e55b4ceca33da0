/** A contact's token: 43 base64url characters (32 random bytes), one per contact. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of a contact page's path, `/follow/<token>` (a trailing slash is allowed), or null when
 * the path has none or only part of one (a link cut short in a message).
 */
export function tokenFromPath(pathname: string): string | null {
  const match = /^\/follow\/([^/]*)\/?$/.exec(pathname);
  const token = match?.[1] ?? '';
  return TOKEN.test(token) ? token : null;
}
