import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTapCounter } from './tapCounter';

function setup() {
  const counts: number[] = [];
  const onFire = vi.fn();
  const counter = createTapCounter({ onCount: (n) => counts.push(n), onFire });
  const last = () => counts[counts.length - 1];
  return { counter, onFire, last };
}

describe('5-tap counter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 1 to 5 and fires at the fifth tap', () => {
    const { counter, onFire, last } = setup();
    for (let i = 1; i <= 4; i += 1) {
      counter.tap();
      expect(last()).toBe(i);
      vi.advanceTimersByTime(1900);
    }
    expect(onFire).not.toHaveBeenCalled();
    counter.tap();
    expect(last()).toBe(5);
    expect(onFire).toHaveBeenCalledTimes(1);
  });

  it('resets to 0 after 2 s without a tap', () => {
    const { counter, onFire, last } = setup();
    counter.tap();
    counter.tap();
    counter.tap();
    vi.advanceTimersByTime(1999);
    expect(last()).toBe(3);
    vi.advanceTimersByTime(1);
    expect(last()).toBe(0);
    counter.tap();
    counter.tap();
    expect(last()).toBe(2);
    expect(onFire).not.toHaveBeenCalled();
  });

  it('does not fire twice for one series: taps after the fifth start a new count', () => {
    const { counter, onFire, last } = setup();
    for (let i = 0; i < 9; i += 1) counter.tap();
    expect(onFire).toHaveBeenCalledTimes(1);
    expect(last()).toBe(4);
    counter.tap();
    expect(onFire).toHaveBeenCalledTimes(2);
  });

  it('shows 5, then 0 again 2 s after firing', () => {
    const { counter, last } = setup();
    for (let i = 0; i < 5; i += 1) counter.tap();
    expect(last()).toBe(5);
    vi.advanceTimersByTime(2000);
    expect(last()).toBe(0);
  });
});
