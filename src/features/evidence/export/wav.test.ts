import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { audioToWav, encodeWav } from './wav';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('encodeWav', () => {
  it('writes the canonical 44-byte PCM header and little-endian 16-bit samples', () => {
    const wav = encodeWav([new Float32Array([0, 1, -1, 0.5])], 8000);
    // Known bytes: what Python's wave module writes for the samples 0, 32767, -32768, 16384.
    expect(hex(wav)).toBe(
      '52494646' + // RIFF
        '2c000000' + // 36 + 8 data bytes
        '57415645' + // WAVE
        '666d7420' + // "fmt "
        '10000000' + // 16
        '0100' + // PCM
        '0100' + // one channel
        '401f0000' + // 8000 Hz
        '803e0000' + // 16000 bytes a second
        '0200' + // block align
        '1000' + // 16 bits
        '64617461' + // data
        '08000000' + // 8 bytes
        '0000' + // 0
        'ff7f' + // 1 → 32767
        '0080' + // -1 → -32768
        '0040', // 0.5 → 16384 (rounded from 16383.5)
    );
  });

  it('interleaves channels and clips what lies outside -1..1', () => {
    const wav = encodeWav([new Float32Array([2, -0.25]), new Float32Array([-3, 0.25])], 48_000);
    const view = new DataView(wav.buffer);
    expect(view.getUint16(22, true)).toBe(2);
    expect(view.getUint32(24, true)).toBe(48_000);
    expect(view.getUint32(28, true)).toBe(48_000 * 4);
    expect(view.getUint16(32, true)).toBe(4);
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([
      32767, -32768, -8192, 8192,
    ]);
  });

  it("is the file Python's wave module writes for the same stereo samples", () => {
    // python3: wave.open(…, 'wb'), 2 channels, 2-byte samples, 48 kHz, frames (32767, -32768,
    // -8192, 8192): its SHA-256.
    const wav = encodeWav([new Float32Array([1, -0.25]), new Float32Array([-1, 0.25])], 48_000);
    expect(createHash('sha256').update(wav).digest('hex')).toBe(
      '64a9dbf2b846c7be6628db5ec19efff4bc2a14b9726dff475917a280dff2b37a',
    );
  });
});

describe('audioToWav', () => {
  it('decodes on the device and writes what the decoder gave, at its rate', async () => {
    const given: number[] = [];
    const wav = await audioToWav(new Uint8Array([1, 2, 3]), async (buffer) => {
      given.push(...new Uint8Array(buffer));
      return {
        numberOfChannels: 1,
        sampleRate: 48_000,
        getChannelData: () => new Float32Array([0, 1]),
      };
    });
    expect(given).toEqual([1, 2, 3]);
    expect(hex(wav!.subarray(44))).toBe('0000ff7f');
    expect(new DataView(wav!.buffer).getUint32(24, true)).toBe(48_000);
  });

  it('answers null when the bytes do not decode', async () => {
    expect(
      await audioToWav(new Uint8Array([1]), () => Promise.reject(new Error('EncodingError'))),
    ).toBeNull();
  });
});
