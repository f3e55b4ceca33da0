import { describe, expect, it } from 'vitest';
import { openPosition, PositionLog } from '../../../follow/live/open';
import { fromBase64Url, newLiveSecrets, sealPosition, toBase64Url } from './liveCrypto';
import { installSodium } from './liveSharing.test-support';

const fix = (lat: number, lng: number, timestamp = 1_764_000_000_000) => ({
  lat,
  lng,
  accuracy: 12.4,
  timestamp,
});

const sodium = installSodium();

describe('live location sealing (phone) and opening (contact page)', () => {
  it('base64url round-trips any bytes', () => {
    for (let n = 0; n < 40; n += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(n));
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
      expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    }
  });

  it('a sealed position opens with the key and says where she was; the server sees no digits', async () => {
    const { id, key } = newLiveSecrets();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sealed = await sealPosition(key, id, 1, fix(51.5007292, -0.1246254));
    expect(sealed).not.toContain('51.5007');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toMatch(/51\.5|0\.1246/);
    const opened = openPosition(sodium, fromBase64Url(key)!, id, sealed);
    expect(opened).toEqual({
      seq: 1,
      lat: 51.5007292,
      lng: -0.1246254,
      acc: 12,
      t: 1_764_000_000_000,
      bat: null,
    });
  });

  it('carries the battery level when the phone gives it, and refuses an impossible one', async () => {
    const { id, key } = newLiveSecrets();
    const keyBytes = fromBase64Url(key)!;
    const sealed = await sealPosition(key, id, 1, fix(51.5, -0.12), 37);
    expect(openPosition(sodium, keyBytes, id, sealed)?.bat).toBe(37);
    const impossible = await sealPosition(key, id, 2, fix(51.5, -0.12), 140);
    expect(openPosition(sodium, keyBytes, id, impossible)).toBeNull();
  });

  it('refuses a changed byte, another key, another session or a changed sequence number', async () => {
    const { id, key } = newLiveSecrets();
    const keyBytes = fromBase64Url(key)!;
    const sealed = await sealPosition(key, id, 7, fix(48.8584, 2.2945));
    const bytes = fromBase64Url(sealed)!;
    for (const at of [3, 4, 10, bytes.length - 20, bytes.length - 1]) {
      const tampered = bytes.slice();
      tampered[at]! ^= 1;
      expect(openPosition(sodium, keyBytes, id, toBase64Url(tampered))).toBeNull();
    }
    expect(openPosition(sodium, fromBase64Url(newLiveSecrets().key)!, id, sealed)).toBeNull();
    expect(openPosition(sodium, keyBytes, newLiveSecrets().id, sealed)).toBeNull();
    expect(openPosition(sodium, keyBytes, id, sealed)?.seq).toBe(7);
  });

  it('the page skips and counts tampered, reordered and replayed positions, not one delivered twice', async () => {
    const { id, key } = newLiveSecrets();
    const log = new PositionLog(sodium, fromBase64Url(key)!, id);
    const first = await sealPosition(key, id, 1, fix(40.4168, -3.7038));
    const second = await sealPosition(key, id, 2, fix(40.4169, -3.7039));
    const third = await sealPosition(key, id, 3, fix(40.417, -3.704));
    const tampered = fromBase64Url(third)!;
    tampered[40]! ^= 0x80;
    expect(log.add(first)).toBe(true);
    expect(log.add(third)).toBe(true);
    expect(log.add(second)).toBe(false); // reordered: older than what is shown
    expect(log.add(await sealPosition(key, id, 3, fix(1, 1)))).toBe(false); // a number replayed
    expect(log.add(toBase64Url(tampered))).toBe(false);
    expect(log.positions.map((p) => p.seq)).toEqual([1, 3]);
    expect(log.latest?.lat).toBe(40.417);
    expect(log.skipped).toBe(3);
    // The very same position delivered again (her phone re-sent it after a cut): not counted.
    expect(log.add(third)).toBe(false);
    expect(log.add(first)).toBe(false);
    expect(log.skipped).toBe(3);
  });
});
