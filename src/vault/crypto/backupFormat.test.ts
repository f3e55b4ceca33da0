// @vitest-environment node
import { BACKUP_FORMAT_VERSION, decryptBackup, encryptBackup } from './backupFormat';
import { fromUtf8, utf8 } from './bytes';
import { KDF_PARAMS } from './params';

const TINY = { opsLimit: 1, memLimitBytes: 8 * 1024 };
const HEADER_BYTES = 15 + 1 + 4 + 4 + 16;
const MEM_AT = 15 + 1 + 4;
const PASSPHRASE = 'purple elephant umbrella';
const damaged = { ok: false, reason: 'wrong-passphrase-or-damaged' } as const;

let file: Uint8Array;
beforeAll(async () => {
  file = await encryptBackup(utf8('{"journal":["entry"]}'), PASSPHRASE, TINY);
});

function flip(bytes: Uint8Array, bit: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  copy[bit >> 3]! ^= 1 << (bit & 7);
  return copy;
}

describe('backup format', () => {
  it('writes the documented header', () => {
    expect(fromUtf8(file.subarray(0, 15))).toBe('CALCPLUS-BACKUP');
    expect(file[15]).toBe(BACKUP_FORMAT_VERSION);
    const view = new DataView(file.buffer, file.byteOffset);
    expect(view.getUint32(16)).toBe(TINY.opsLimit);
    expect(view.getUint32(20)).toBe(TINY.memLimitBytes);
    expect(file.length).toBe(HEADER_BYTES + 1 + 24 + '{"journal":["entry"]}'.length + 16);
  });

  it('round-trips', async () => {
    const opened = await decryptBackup(file, PASSPHRASE);
    expect(opened.ok && fromUtf8(opened.value)).toBe('{"journal":["entry"]}');
  });

  it('round-trips with the default KDF_PARAMS and stores them in the header', async () => {
    const sealed = await encryptBackup(utf8('x'), PASSPHRASE);
    expect(new DataView(sealed.buffer).getUint32(MEM_AT)).toBe(KDF_PARAMS.memLimitBytes);
    expect((await decryptBackup(sealed, PASSPHRASE)).ok).toBe(true);
  });

  it('salts every backup: two files of the same data differ', async () => {
    const again = await encryptBackup(utf8('{"journal":["entry"]}'), PASSPHRASE, TINY);
    expect(again.subarray(24, HEADER_BYTES)).not.toEqual(file.subarray(24, HEADER_BYTES));
  });

  it('treats passphrases in either Unicode normal form alike', async () => {
    const sealed = await encryptBackup(utf8('x'), 'cafe\u0301', TINY);
    expect((await decryptBackup(sealed, 'caf\u00e9')).ok).toBe(true);
  });

  it('fails with a wrong passphrase', async () => {
    expect(await decryptBackup(file, 'purple elephant umbrellas')).toEqual(damaged);
  });

  it('fails when any bit of the body is flipped', async () => {
    for (let bit = HEADER_BYTES * 8; bit < file.length * 8; bit += 1) {
      expect((await decryptBackup(flip(file, bit), PASSPHRASE)).ok).toBe(false);
    }
  });

  it('fails when any bit of the header is flipped', async () => {
    for (let bit = 0; bit < HEADER_BYTES * 8; bit += 1) {
      // Skip bits that would ask for 1 MiB or more of memory: they fail too, only slowly.
      const memoryBit = bit >= MEM_AT * 8 && bit < (MEM_AT + 3) * 8 && bit >> 3 < MEM_AT + 2;
      if (memoryBit && bit !== MEM_AT * 8) continue;
      const result = await decryptBackup(flip(file, bit), PASSPHRASE);
      expect(result.ok).toBe(false);
      if (bit < 15 * 8) expect(result).toEqual({ ok: false, reason: 'not-a-backup' });
      else if (bit < 16 * 8) expect(result).toEqual({ ok: false, reason: 'unsupported-version' });
      else expect(result).toEqual(damaged);
    }
  });

  it('fails on truncated files', async () => {
    for (const length of [16, HEADER_BYTES, HEADER_BYTES + 40, file.length - 1]) {
      expect(await decryptBackup(file.subarray(0, length), PASSPHRASE)).toEqual(damaged);
    }
  });

  it('says not-a-backup for anything without the magic', async () => {
    for (const other of ['', 'CALCPLUS', '{"journal":[]}', 'calcplus-backup' + 'x'.repeat(80)]) {
      expect(await decryptBackup(utf8(other), PASSPHRASE)).toEqual({
        ok: false,
        reason: 'not-a-backup',
      });
    }
  });

  it('says unsupported-version for a future version', async () => {
    const future = new Uint8Array(file);
    future[15] = 2;
    expect(await decryptBackup(future, PASSPHRASE)).toEqual({
      ok: false,
      reason: 'unsupported-version',
    });
  });

  it('refuses absurd KDF costs in the header before deriving', async () => {
    const greedy = new Uint8Array(file);
    new DataView(greedy.buffer).setUint32(MEM_AT, 0xffffffff);
    expect(await decryptBackup(greedy, PASSPHRASE)).toEqual(damaged);
  });

  it('refuses an empty passphrase and out-of-range parameters when writing', async () => {
    await expect(encryptBackup(utf8('x'), '', TINY)).rejects.toThrow(TypeError);
    await expect(
      encryptBackup(utf8('x'), 'p', { opsLimit: 0, memLimitBytes: 8192 }),
    ).rejects.toThrow(TypeError);
  });
});
