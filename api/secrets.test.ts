// @vitest-environment node
// Session and rate-limit keys are stored as SHA-256: Node's hash (the server) and Web Crypto (MSW
// in the browser) must give the same digest, or a session made by one host is unknown to another.
import { describe, expect, it } from 'vitest';
import { sha256Hex, webSha256Hex } from './secrets';

describe('sha256Hex', () => {
  it('gives the standard digest on both hosts', async () => {
    const abc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(await sha256Hex('abc')).toBe(abc);
    expect(await webSha256Hex('abc')).toBe(abc);
    const text = '1764072000:a_ünïcode—ключ';
    expect(await sha256Hex(text)).toBe(await webSha256Hex(text));
  });
});
