/**
 * Opens the sealed positions her phone sent (src/features/emergency/location/liveCrypto.ts):
 * base64url of [seq, 4 bytes big-endian][1][24-byte nonce][ciphertext + tag], XChaCha20-Poly1305
 * under the session key with `live:<id>:<seq>` as associated data. Anything that does not open,
 * or says something else than a position, is null: the page skips and counts it.
 */
import type Sodium from 'libsodium-wrappers-sumo';
import { fromBase64Url } from '../../../common/base64url';

export interface LivePosition {
  seq: number;
  lat: number;
  lng: number;
  /** Accuracy in metres. */
  acc: number;
  /** When her phone took the fix (ms since epoch). */
  t: number;
  /** Her battery's charge in percent, when her phone gave it. */
  bat: number | null;
}

const VERSION = 1;
const NONCE_BYTES = 24;
const TAG_BYTES = 16;

export { fromBase64Url };

const isFiniteIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

export function openPosition(
  sodium: typeof Sodium,
  key: Uint8Array,
  sessionId: string,
  sealed: string,
): LivePosition | null {
  const blob = fromBase64Url(sealed);
  if (!blob || blob.length < 4 + 1 + NONCE_BYTES + TAG_BYTES) return null;
  const seq = new DataView(blob.buffer, blob.byteOffset).getUint32(0);
  if (blob[4] !== VERSION) return null;
  const nonce = blob.subarray(5, 5 + NONCE_BYTES);
  const ciphertext = blob.subarray(5 + NONCE_BYTES);
  let plain: Uint8Array;
  try {
    plain = sodium.crypto_aead_xchacha20poly1305_ietf_decrypt(
      null,
      ciphertext,
      sodium.from_string(`live:${sessionId}:${seq}`),
      nonce,
      key,
    );
  } catch {
    return null;
  }
  try {
    const value = JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
    const { lat, lng, acc, t, bat } = value;
    if (
      !isFiniteIn(lat, -90, 90) ||
      !isFiniteIn(lng, -180, 180) ||
      !isFiniteIn(acc, 0, 1e7) ||
      !isFiniteIn(t, 0, 8.64e15) ||
      (bat !== undefined && !isFiniteIn(bat, 0, 100))
    ) {
      return null;
    }
    return { seq, lat, lng, acc, t, bat: bat ?? null };
  } catch {
    return null;
  }
}

/**
 * Keeps the positions that open, in the phone's order: one whose number is not after the last one
 * accepted (reordered or replayed) is refused like a tampered one.
 */
export class PositionLog {
  readonly positions: LivePosition[] = [];
  skipped = 0;
  private readonly seen = new Set<string>();
  /** Failures while nothing has opened yet: with a wrong key, nothing ever does. */
  constructor(
    private readonly sodium: typeof Sodium,
    private readonly key: Uint8Array,
    private readonly sessionId: string,
  ) {}

  add(sealed: string): boolean {
    // The same position delivered twice (her phone sent it again after a cut connection or a
    // lock): already shown, nothing was tampered with, so it is not counted.
    if (this.seen.has(sealed)) return false;
    const position = openPosition(this.sodium, this.key, this.sessionId, sealed);
    const last = this.positions.at(-1);
    if (!position || (last && position.seq <= last.seq)) {
      this.skipped += 1;
      return false;
    }
    this.positions.push(position);
    this.seen.add(sealed);
    return true;
  }

  get latest(): LivePosition | null {
    return this.positions.at(-1) ?? null;
  }
}
