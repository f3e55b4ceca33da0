import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdScreenAwake } from './wakeLock';

function fakeWakeLock(request: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
}

function sentinel() {
  const s = {
    released: false,
    release: vi.fn(async () => {
      s.released = true;
    }),
  };
  return s;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('holdScreenAwake', () => {
  it('reports "unsupported" where there is no Wake Lock API', () => {
    const onChange = vi.fn();
    holdScreenAwake(onChange)();
    expect(onChange).toHaveBeenCalledWith('unsupported');
  });

  it('holds the lock, takes it again when the page is visible again, and releases it', async () => {
    const first = sentinel();
    const second = sentinel();
    const request = vi.fn().mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    fakeWakeLock(request);
    const onChange = vi.fn();
    const release = holdScreenAwake(onChange);
    await settle();
    expect(onChange).toHaveBeenLastCalledWith('held');
    // The browser drops the lock when the page is hidden; coming back asks again.
    first.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
    release();
    expect(second.release).toHaveBeenCalled();
  });

  it('reports "refused" when the browser says no', async () => {
    fakeWakeLock(() => Promise.reject(new DOMException('battery saver', 'NotAllowedError')));
    const onChange = vi.fn();
    holdScreenAwake(onChange);
    await settle();
    expect(onChange).toHaveBeenCalledWith('refused');
  });
});
