/**
 * Size buckets for sealed records, so a ciphertext's length says little about its content.
 * Powers of two from 256 B to 64 KiB hide short texts well (every journal line, contact and setting
 * under 255 bytes looks alike); above 64 KiB the bucket is the next multiple of 64 KiB, so a media
 * chunk grows by at most 64 KiB instead of doubling.
 */
export const MIN_BUCKET = 256;
export const LARGE_STEP = 64 * 1024;

/** The padded length for `length` bytes of plaintext (ISO/IEC 7816-4 needs one byte at least). */
export function paddedLength(length: number): number {
  const needed = length + 1;
  if (needed > LARGE_STEP) return Math.ceil(needed / LARGE_STEP) * LARGE_STEP;
  let bucket = MIN_BUCKET;
  while (bucket < needed) bucket *= 2;
  return bucket;
}

/** The block size libsodium's pad/unpad use for a given padded length. */
export function blockSizeFor(paddedBytes: number): number {
  return paddedBytes > LARGE_STEP ? LARGE_STEP : paddedBytes;
}
