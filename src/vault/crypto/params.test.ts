// @vitest-environment node
import { deriveKey } from './kdf';
import { KDF_PARAMS, OWASP_ARGON2ID_FLOOR } from './params';

describe('KDF_PARAMS', () => {
  it('meet the OWASP floor for Argon2id (19 MiB, 2 passes)', () => {
    expect(KDF_PARAMS.memLimitBytes).toBeGreaterThanOrEqual(19 * 1024 * 1024);
    expect(KDF_PARAMS.opsLimit).toBeGreaterThanOrEqual(2);
    expect(KDF_PARAMS.memLimitBytes).toBeGreaterThanOrEqual(OWASP_ARGON2ID_FLOOR.memLimitBytes);
  });

  it('derive a 32-byte key (timing lives in bench/kdf.mjs, not here)', async () => {
    const key = await deriveKey('77777', new Uint8Array(16), KDF_PARAMS);
    expect(key).toHaveLength(32);
  });
});
