import { toBase64Url } from '../../common/base64url';

/** Random record ids (128 bits, base64url): they reveal neither time nor order. */
export function newId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}
