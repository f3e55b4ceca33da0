// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApiApp } from './app';
import { createMemoryStore } from './store/memoryStore';
import { isTrustedHop } from './trustProxy';

describe('the trusted proxy hop (TRUST_PROXY)', () => {
  it('is the listed addresses only, an IPv4 peer on a dual-stack socket included', () => {
    const hops = ['10.203.0.10', 'fd00::10'];
    expect(isTrustedHop(hops, '10.203.0.10')).toBe(true);
    expect(isTrustedHop(hops, '::ffff:10.203.0.10')).toBe(true);
    expect(isTrustedHop(hops, 'FD00::10')).toBe(true);
    expect(isTrustedHop(hops, '10.203.0.11')).toBe(false);
    expect(isTrustedHop(hops, undefined)).toBe(false);
    expect(isTrustedHop(false, '10.203.0.10')).toBe(false);
    expect(isTrustedHop(undefined, '10.203.0.10')).toBe(false);
    expect(isTrustedHop(true, '192.0.2.1')).toBe(true);
  });

  it('makes the session cookie Secure only on connections from that hop', async () => {
    const app = createApiApp({
      store: createMemoryStore(),
      rateLimits: null,
      trustProxy: ['10.203.0.10'],
    });
    const cookie = async (peer: string) => {
      const request = new Request('http://api.test/api/login', {
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      const res = await app.fetch(request, { clientAddress: peer });
      return res.headers.get('set-cookie') ?? '';
    };
    expect(await cookie('10.203.0.10')).toMatch(/^__Host-sid=.*; Secure(;|$)/);
    expect(await cookie('10.203.0.99')).toMatch(/^sid=/);
    expect(await cookie('10.203.0.99')).not.toContain('Secure');
  });
});
