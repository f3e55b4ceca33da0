/**
 * Live location's sealing on the phone (issue 26). Each position is sealed with XChaCha20-Poly1305
 * under the session's own 32-byte key (the vault's libsodium), with `live:<session id>:<seq>` as
 * associated data, so the contact's page (src/follow/live/) refuses a position moved to another
 * session or another place in the sequence. What the server gets, base64url:
 * [seq, 4 bytes big-endian][1][24-byte nonce][ciphertext + 16-byte tag].
 * The server has no key: it is only in the vault and in the link's fragment.
 */
import { loadSodiumCrypto, utf8, type VaultKey } from '../../../vault/locked';
import { fromBase64Url, toBase64Url } from '../../../../common/base64url';
import type { Position } from '../../../platform/device/geolocation';

export { fromBase64Url, toBase64Url };

/** A new session: 16 random bytes of id (22 characters), 32 of key (43 characters). */
export function newLiveSecrets(): { id: string; key: string } {
  const id = crypto.getRandomValues(new Uint8Array(16));
  const key = crypto.getRandomValues(new Uint8Array(32));
  return { id: toBase64Url(id), key: toBase64Url(key) };
}

export const associatedData = (sessionId: string, seq: number) => `live:${sessionId}:${seq}`;

/** What a position says, before sealing: short names, rounded to what the phone measured. */
export interface LivePlain {
  lat: number;
  lng: number;
  /** Accuracy in metres. */
  acc: number;
  /** When the phone took the fix (ms since epoch). */
  t: number;
  /** The battery's charge in percent, where the platform gives it. */
  bat?: number;
}

export function plainOf(position: Position, battery: number | null = null): LivePlain {
  return {
    lat: Math.round(position.lat * 1e7) / 1e7,
    lng: Math.round(position.lng * 1e7) / 1e7,
    acc: Math.round(position.accuracy),
    t: position.timestamp,
    ...(battery === null ? {} : { bat: battery }),
  };
}

/** Seals one position as the server stores it (base64url). */
export async function sealPosition(
  key: string,
  sessionId: string,
  seq: number,
  position: Position,
  battery: number | null = null,
): Promise<string> {
  const keyBytes = fromBase64Url(key);
  if (!keyBytes || keyBytes.length !== 32) throw new Error('bad live key');
  const sodium = await loadSodiumCrypto();
  // The vault's seal takes any 32-byte key; this one is the session's, not a vault key.
  const envelope = sodium.seal(
    keyBytes as VaultKey,
    utf8(JSON.stringify(plainOf(position, battery))),
    associatedData(sessionId, seq),
  );
  sodium.memzero(keyBytes);
  const blob = new Uint8Array(4 + envelope.length);
  new DataView(blob.buffer).setUint32(0, seq);
  blob.set(envelope, 4);
  return toBase64Url(blob);
}
