import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasUserActivation, vibrate } from './vibrate';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'vibrate');
  Reflect.deleteProperty(navigator, 'userActivation');
});

function activation(isActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', { value: { isActive }, configurable: true });
}

describe('vibrate', () => {
  it('is a no-op where there is no vibration (iOS, desktop)', () => {
    expect(vibrate(200)).toBe(false);
  });

  it('passes the pattern on and reports whether the browser accepted it', () => {
    const spy = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: spy, configurable: true });
    expect(vibrate([100, 50, 100])).toBe(true);
    expect(spy).toHaveBeenCalledWith([100, 50, 100]);
  });

  it('never throws', () => {
    Object.defineProperty(navigator, 'vibrate', {
      value: () => {
        throw new Error('blocked');
      },
      configurable: true,
    });
    expect(vibrate(200)).toBe(false);
  });

  it('does not try without a recent tap (Chrome would ignore it)', () => {
    const spy = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: spy, configurable: true });
    activation(false);
    expect(vibrate(200)).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('hasUserActivation', () => {
  it('follows navigator.userActivation, and counts a browser without it as active', () => {
    expect(hasUserActivation()).toBe(true);
    activation(false);
    expect(hasUserActivation()).toBe(false);
    activation(true);
    expect(hasUserActivation()).toBe(true);
  });
});
