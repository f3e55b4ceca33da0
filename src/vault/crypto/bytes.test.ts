// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { fromUtf8, isBytes, plainBytes, toHex, utf8 } from './bytes';

describe('byte helpers', () => {
  it('recognise Uint8Arrays of any realm, and nothing else', () => {
    expect(isBytes(new Uint8Array(2))).toBe(true);
    expect(isBytes(runInNewContext('new Uint8Array(2)'))).toBe(true);
    for (const other of [
      new Uint16Array(2),
      new DataView(new ArrayBuffer(2)),
      [1, 2],
      'ab',
      null,
    ]) {
      expect(isBytes(other)).toBe(false);
    }
  });

  it('copy foreign arrays into plain ones of this realm', () => {
    const foreign = runInNewContext('new Uint8Array([1, 2, 255])') as Uint8Array;
    const copy = plainBytes(foreign);
    expect(copy).toBeInstanceOf(Uint8Array);
    expect([...copy]).toEqual([1, 2, 255]);
    expect(toHex(copy)).toBe('0102ff');
  });

  it('encode and decode UTF-8', () => {
    expect(fromUtf8(utf8('Señal ✓ 安全'))).toBe('Señal ✓ 安全');
    expect(utf8('a')).toBeInstanceOf(Uint8Array);
  });
});
