import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadableLazy';
import { trackSettled } from './settledPromise';

const Panel = () => <p>Emergency contacts</p>;

/** A fallback that records each time it renders. */
function fallbackProbe(seen: string[]) {
  return function Fallback() {
    seen.push('fallback');
    return <p>Loading…</p>;
  };
}

describe('preloadableLazy', () => {
  it('renders a preloaded component in the same pass, without the loading fallback', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Panel }));
    await Lazy.preload();
    const seen: string[] = [];
    const Fallback = fallbackProbe(seen);
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <Lazy />
        </Suspense>,
      );
    });
    expect(screen.getByText('Emergency contacts')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('still loads on first render when nobody preloaded it, and retries a failed load', async () => {
    let attempts = 0;
    const Lazy = preloadableLazy(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ default: Panel });
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('Emergency contacts')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});

describe('trackSettled', () => {
  it('lets use() read a settled promise during render instead of suspending', async () => {
    const ready = trackSettled(Promise.resolve('English'));
    await ready;
    const Language = () => <p>{use(ready)}</p>;
    const seen: string[] = [];
    const Fallback = fallbackProbe(seen);
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <Language />
        </Suspense>,
      );
    });
    expect(screen.getByText('English')).toBeTruthy();
    expect(seen).toEqual([]);
  });
});
