import type { KdfParams } from './types';

const MIB = 1024 * 1024;

/**
 * Argon2id parameters for the code → key-encryption key and passphrase → backup key derivations.
 *
 * Calibrated to 150–400 ms per derivation in Chromium's Worker on the reference machine (2 cores),
 * preferring memory over passes; never below OWASP's floor for Argon2id (19 MiB, 2 passes).
 * Measured with `node bench/kdf.mjs` (libsodium-wrappers-sumo 0.8.4, libsodium 1.0.22, WASM,
 * headless Chromium module Worker, median of 5 after a warm-up):
 *
 *   2 passes ×  64 MiB  ≈ 105–111 ms   (too fast)
 *   3 passes ×  64 MiB  ≈ 157–166 ms   (at the lower edge)
 *   2 passes ×  96 MiB  ≈ 159–180 ms   (at the lower edge)
 *   2 passes × 128 MiB  ≈ 213–228 ms   ← chosen (p90 ≈ 220–330 ms; Node ≈ 215–232 ms)
 *   2 passes × 256 MiB  ≈ 448 ms       (too slow)
 * (four runs of the bench on a quiet machine; with other jobs loading both cores, 2 × 128 MiB
 * measured ≈ 350–385 ms, still in range.)
 *
 * Phones are slower (expect roughly 0.5–1 s). Backups store their parameters in the file header and
 * key slots should too, so these may change without breaking old data.
 */
export const KDF_PARAMS: KdfParams = Object.freeze({
  opsLimit: 2,
  memLimitBytes: 128 * MIB,
});

/** OWASP Password Storage Cheat Sheet: Argon2id with at least 19 MiB and 2 iterations. */
export const OWASP_ARGON2ID_FLOOR: KdfParams = Object.freeze({
  opsLimit: 2,
  memLimitBytes: 19 * MIB,
});
