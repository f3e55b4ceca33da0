import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAppBadge } from './badge';

afterEach(() => {
  delete (navigator as Partial<Navigator>).clearAppBadge;
});

describe('clearAppBadge', () => {
  it('clears the badge when the Badging API exists', async () => {
    const clear = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: clear });
    await clearAppBadge();
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the API', async () => {
    expect('clearAppBadge' in navigator).toBe(false);
    await expect(clearAppBadge()).resolves.toBeUndefined();
  });

  it('swallows a refusal', async () => {
    const clear = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: clear });
    await expect(clearAppBadge()).resolves.toBeUndefined();
  });
});
