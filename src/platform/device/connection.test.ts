import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionKind, onConnectionChange } from './connection';

class FakeConnection extends EventTarget {
  constructor(public type?: string) {
    super();
  }
}

describe('connection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells mobile data from Wi-Fi where the browser says which', () => {
    vi.stubGlobal('navigator', { connection: new FakeConnection('cellular') });
    expect(connectionKind()).toBe('cellular');
    vi.stubGlobal('navigator', { connection: new FakeConnection('wifi') });
    expect(connectionKind()).toBe('unmetered');
    vi.stubGlobal('navigator', { connection: new FakeConnection('ethernet') });
    expect(connectionKind()).toBe('unmetered');
  });

  it('is unknown where the browser does not say', () => {
    vi.stubGlobal('navigator', {});
    expect(connectionKind()).toBe('unknown');
    vi.stubGlobal('navigator', { connection: new FakeConnection() });
    expect(connectionKind()).toBe('unknown');
    vi.stubGlobal('navigator', { connection: new FakeConnection('other') });
    expect(connectionKind()).toBe('unknown');
  });

  it('calls back on each change until unsubscribed', () => {
    const info = new FakeConnection('wifi');
    vi.stubGlobal('navigator', { connection: info });
    const seen: string[] = [];
    const stop = onConnectionChange(() => seen.push(connectionKind()));
    info.type = 'cellular';
    info.dispatchEvent(new Event('change'));
    stop();
    info.type = 'wifi';
    info.dispatchEvent(new Event('change'));
    expect(seen).toEqual(['cellular']);
  });

  it('does nothing where there is no connection to watch', () => {
    vi.stubGlobal('navigator', {});
    expect(() => onConnectionChange(() => {})()).not.toThrow();
  });
});
