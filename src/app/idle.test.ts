import { afterEach, describe, expect, it, vi } from 'vitest';
import { inIdleSteps } from './idle';

/** requestIdleCallback under test control: each callback runs only when `idle()` is called. */
function controlledIdle() {
  const queued: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (work: () => void) => queued.push(work));
  return {
    pending: () => queued.length,
    async idle() {
      queued.shift()?.();
      // The step's import and its then() settle before the next idle period is asked for.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('inIdleSteps (the island warm-up after first paint)', () => {
  it('runs one step per idle period, in order, never two in the same one', async () => {
    const browser = controlledIdle();
    const ran: string[] = [];
    const done = inIdleSteps(
      ['react', 'react-dom', 'island'].map((name) => async () => void ran.push(name)),
    );
    expect(ran).toEqual([]);
    await browser.idle();
    expect(ran).toEqual(['react']);
    await browser.idle();
    expect(ran).toEqual(['react', 'react-dom']);
    await browser.idle();
    await done;
    expect(ran).toEqual(['react', 'react-dom', 'island']);
    expect(browser.pending()).toBe(0);
  });

  it('waits for a step to finish before asking for the next idle period', async () => {
    const browser = controlledIdle();
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const after = vi.fn(async () => undefined);
    const done = inIdleSteps([() => slow, after]);
    await browser.idle();
    expect(browser.pending()).toBe(0);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(browser.pending()).toBe(1);
    await browser.idle();
    await done;
    expect(after).toHaveBeenCalledOnce();
  });

  it('goes on after a step that failed (its module is imported whole when needed)', async () => {
    const browser = controlledIdle();
    const last = vi.fn(async () => undefined);
    const done = inIdleSteps([() => Promise.reject(new Error('offline')), last]);
    await browser.idle();
    await browser.idle();
    await expect(done).resolves.toBeUndefined();
    expect(last).toHaveBeenCalledOnce();
  });
});
