// @vitest-environment node
import {
  createCloudBackupKey,
  formatRecoveryCode,
  openFromCloud,
  parseRecoveryCode,
  RECOVERY_CODE_BITS,
  restoreTokenOfCode,
  sealForCloud,
  unwrapCloudBackupKey,
} from '.';

const TINY = { opsLimit: 1, memLimitBytes: 8 * 1024 };

describe('recovery code', () => {
  it('carries at least 100 random bits in six groups of four that look like a licence key', async () => {
    expect(RECOVERY_CODE_BITS).toBeGreaterThanOrEqual(100);
    const { recoveryCode } = await createCloudBackupKey(TINY);
    expect(recoveryCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){5}$/);
  });

  it('reads back what it wrote, forgiving case, spaces and look-alike letters', () => {
    const bytes = Uint8Array.from({ length: 15 }, (_, i) => (i * 37 + 11) & 255);
    const code = formatRecoveryCode(bytes);
    expect(parseRecoveryCode(code)).toEqual(bytes);
    const sloppy = code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect(parseRecoveryCode(sloppy)).toEqual(bytes);
  });

  it('refuses a calculator code or a partial code', () => {
    expect(parseRecoveryCode('77777')).toBeNull();
    expect(parseRecoveryCode('K7QM-2XDP-9TAB-4WRE-H3NC')).toBeNull();
    expect(parseRecoveryCode('K7QM-2XDP-9TAB-4WRE-H3NC-6YVU')).toBeNull();
  });

  it('gives a different code and key each time', async () => {
    const a = await createCloudBackupKey(TINY);
    const b = await createCloudBackupKey(TINY);
    expect(a.recoveryCode).not.toBe(b.recoveryCode);
    expect(a.key).not.toEqual(b.key);
    expect(a.restoreToken).not.toBe(b.restoreToken);
  });
});

describe('backup key wrapping', () => {
  it('opens with the recovery code, typed loosely', async () => {
    const made = await createCloudBackupKey(TINY);
    const opened = await unwrapCloudBackupKey(made.wrapped, made.recoveryCode.toLowerCase());
    expect(opened).toEqual({ ok: true, key: made.key });
    expect(await restoreTokenOfCode(made.recoveryCode.replace(/-/g, ' '))).toBe(made.restoreToken);
  });

  it('never opens with the calculator code or another recovery code', async () => {
    const made = await createCloudBackupKey(TINY);
    const other = await createCloudBackupKey(TINY);
    expect(await unwrapCloudBackupKey(made.wrapped, '77777')).toEqual({
      ok: false,
      reason: 'not-a-code',
    });
    expect(await restoreTokenOfCode('77777')).toBeNull();
    expect(await unwrapCloudBackupKey(made.wrapped, other.recoveryCode)).toEqual({
      ok: false,
      reason: 'wrong-code-or-damaged',
    });
  });

  it('keeps the key and the code out of what the server stores', async () => {
    const made = await createCloudBackupKey(TINY);
    const stored = JSON.stringify({ token: made.restoreToken, wrapped: made.wrapped });
    expect(stored).not.toContain(Buffer.from(made.key).toString('base64url'));
    expect(stored).not.toContain(Buffer.from(made.key).toString('hex'));
    expect(stored).not.toContain(made.recoveryCode);
    expect(stored).not.toContain(made.recoveryCode.replace(/-/g, ''));
  });

  it('refuses a tampered wrapped key and out-of-range costs', async () => {
    const made = await createCloudBackupKey(TINY);
    const box = Buffer.from(made.wrapped.box, 'base64url');
    box[box.length - 1]! ^= 1;
    const damaged = { ok: false, reason: 'wrong-code-or-damaged' };
    expect(
      await unwrapCloudBackupKey(
        { ...made.wrapped, box: box.toString('base64url') },
        made.recoveryCode,
      ),
    ).toEqual(damaged);
    expect(
      await unwrapCloudBackupKey({ ...made.wrapped, memLimitBytes: 2 ** 31 }, made.recoveryCode),
    ).toEqual(damaged);
  });
});

describe('sealing for the cloud', () => {
  it('opens only under the same key and name, and detects a flipped bit', async () => {
    const { key } = await createCloudBackupKey(TINY);
    const plain = new TextEncoder().encode('journal marker 4417');
    const sealed = await sealForCloud(key, plain, 'slice:r1:0');
    expect(Buffer.from(sealed).includes(Buffer.from('marker 4417'))).toBe(false);
    expect(await openFromCloud(key, sealed, 'slice:r1:0')).toEqual(plain);
    expect(await openFromCloud(key, sealed, 'slice:r1:1')).toBeNull();
    const flipped = new Uint8Array(sealed);
    flipped[30]! ^= 1;
    expect(await openFromCloud(key, flipped, 'slice:r1:0')).toBeNull();
  });
});
