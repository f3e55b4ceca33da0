import { readUtf8Strict, writeUtf8 } from './utf8';

const texts = [
  '',
  'r2:i:["abc",{}]',
  'journal',
  'قفل',
  'a'.repeat(127) + 'é',
  'x'.repeat(500),
  '😀 id',
];

describe('short-text UTF-8', () => {
  it.each(texts)('writes the bytes TextEncoder writes: %s', (text) => {
    const target = new Uint8Array(text.length * 3 + 4).fill(0xee);
    const written = writeUtf8(target, 2, text);
    const expected = new TextEncoder().encode(text);
    expect(written).toBe(expected.length);
    expect(target.subarray(2, 2 + written)).toEqual(expected);
  });

  it.each(texts)('reads back what it wrote: %s', (text) => {
    expect(readUtf8Strict(new TextEncoder().encode(text))).toBe(text);
  });

  it('refuses bytes that are not UTF-8, as the strict decoder does', () => {
    expect(() => readUtf8Strict(new Uint8Array([0x61, 0xff, 0x62]))).toThrow(TypeError);
    expect(() => readUtf8Strict(new Uint8Array([0xc3]))).toThrow(TypeError);
  });
});
