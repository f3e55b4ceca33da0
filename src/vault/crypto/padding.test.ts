// @vitest-environment node
import sodium from 'libsodium-wrappers-sumo';
import { pad, unpad } from './padding';

beforeAll(async () => {
  await sodium.ready;
});

describe('ISO/IEC 7816-4 padding', () => {
  it('writes exactly what libsodium writes, so every stored record still opens', () => {
    for (const block of [32, 256]) {
      for (const length of [0, 1, 17, block - 1, block, block + 1, 2 * block - 1, 2 * block]) {
        const data = new Uint8Array(length).map((_, i) => (i * 7 + 1) % 256);
        expect(pad(data, block)).toEqual(sodium.pad(data, block));
        expect(unpad(sodium.pad(data, block), block)).toEqual(data);
      }
    }
  });

  it('refuses what is not padded to the block', () => {
    const padded = pad(new Uint8Array([1, 2, 3]), 32);
    expect(unpad(padded.subarray(0, 31), 32)).toBeNull(); // not a whole block
    expect(unpad(new Uint8Array(32), 32)).toBeNull(); // no 0x80 marker
    const tampered = padded.slice();
    tampered[31] = 1; // a non-zero byte after the marker
    expect(unpad(tampered, 32)).toBeNull();
  });
});
