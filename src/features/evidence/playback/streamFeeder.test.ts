import { describe, expect, it } from 'vitest';
import { MediaReadError } from '../../../vault';
import {
  feedSlices,
  type FeedOutcome,
  type FeedTarget,
  type RestartableTarget,
  type SinkBuffer,
  streamItem,
} from './streamFeeder';

/**
 * A SourceBuffer stand-in: each append takes one second of media, finishes only when the test says
 * so (`finish()`, like the browser's `updateend`), and can be told to be full.
 */
class FakeBuffer implements SinkBuffer {
  updating = false;
  appended: number[] = [];
  removed: [number, number][] = [];
  start = 0;
  end = 0;
  capacitySeconds = Infinity;
  private listeners = new Map<string, Set<() => void>>();

  get buffered() {
    const has = this.end > this.start;
    return {
      length: has ? 1 : 0,
      start: () => this.start,
      end: () => this.end,
    };
  }
  appendBuffer(data: Uint8Array) {
    if (this.updating) throw new Error('InvalidStateError: still updating');
    if (this.end - this.start + 1 > this.capacitySeconds) {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    }
    this.appended.push(data[0] ?? -1);
    this.end += 1;
    this.updating = true;
  }
  remove(start: number, end: number) {
    this.removed.push([start, end]);
    this.start = Math.max(this.start, end);
    this.updating = true;
  }
  finish() {
    expect(this.updating).toBe(true);
    this.updating = false;
    for (const listener of [...(this.listeners.get('updateend') ?? [])]) listener();
  }
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
}

function fakeTarget(buffer: FakeBuffer) {
  const state = { time: 0, ended: 0, progressWaiters: [] as (() => void)[] };
  const target: FeedTarget = {
    buffer,
    currentTime: () => state.time,
    waitForProgress: (signal) =>
      new Promise<void>((resolve) => {
        state.progressWaiters.push(resolve);
        signal.addEventListener('abort', () => resolve());
      }),
    end: () => (state.ended += 1),
  };
  const play = (to: number) => {
    state.time = to;
    for (const wake of state.progressWaiters.splice(0)) wake();
  };
  return { target, state, play };
}

/** Slices numbered 0..n-1 (the number is the first byte), then optionally a read failure. */
async function* slices(
  count: number,
  pulled: number[],
  fail?: MediaReadError,
): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < count; i++) {
    pulled.push(i);
    yield new Uint8Array([i, 0, 0]);
  }
  if (fail) throw fail;
}

/** Lets the feeder run until it waits on something the test controls. */
async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('feedSlices', () => {
  it('appends every slice in order, one at a time, each after the previous updateend', async () => {
    const buffer = new FakeBuffer();
    const { target, state } = fakeTarget(buffer);
    const pulled: number[] = [];
    const done = feedSlices(slices(3, pulled), target, new AbortController().signal);
    await settle();
    expect(buffer.appended).toEqual([0]);
    // The next slice is not even decrypted while the buffer is busy with this one.
    expect(pulled).toEqual([0]);
    buffer.finish();
    await settle();
    expect(buffer.appended).toEqual([0, 1]);
    buffer.finish();
    await settle();
    buffer.finish();
    expect(await done).toBe('ended');
    expect(buffer.appended).toEqual([0, 1, 2]);
    expect(state.ended).toBe(1);
  });

  it('pauses decrypting while far ahead of the playhead and evicts what was played', async () => {
    const buffer = new FakeBuffer();
    const { target, play } = fakeTarget(buffer);
    const pulled: number[] = [];
    const limits = { aheadSeconds: 3, keepBehindSeconds: 1, evict: true };
    const done = feedSlices(slices(10, pulled), target, new AbortController().signal, limits);
    for (let i = 0; i < 4; i++) {
      await settle();
      buffer.finish();
    }
    await settle();
    // Four seconds buffered at playhead 0: no fifth slice decrypted.
    expect(buffer.appended).toEqual([0, 1, 2, 3]);
    expect(pulled).toEqual([0, 1, 2, 3]);
    play(3);
    await settle();
    // Played media more than a second old is removed, then feeding goes on.
    expect(buffer.removed).toEqual([[0, 2]]);
    buffer.finish();
    await settle();
    expect(buffer.appended).toEqual([0, 1, 2, 3, 4]);
    play(100);
    for (let i = 0; i < 12 && buffer.updating; i++) {
      buffer.finish();
      await settle();
    }
    expect(await done).toBe('ended');
    expect(buffer.appended).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('when the buffer is full, evicts played ranges and tries the same slice again', async () => {
    const buffer = new FakeBuffer();
    buffer.capacitySeconds = 2;
    const { target, play } = fakeTarget(buffer);
    const limits = { aheadSeconds: 60, keepBehindSeconds: 0, evict: true };
    const done = feedSlices(slices(3, []), target, new AbortController().signal, limits);
    await settle();
    buffer.finish();
    await settle();
    buffer.finish();
    await settle();
    // Full, nothing played yet: it waits for the player rather than dropping the slice.
    expect(buffer.appended).toEqual([0, 1]);
    play(1.5);
    await settle();
    expect(buffer.removed).toEqual([[0, 1.5]]);
    buffer.finish();
    await settle();
    expect(buffer.appended).toEqual([0, 1, 2]);
    buffer.finish();
    expect(await done).toBe('ended');
  });

  it('video: never removes anything itself; when full it waits for the browser to free room', async () => {
    const buffer = new FakeBuffer();
    buffer.capacitySeconds = 2;
    const { target, play } = fakeTarget(buffer);
    const limits = { aheadSeconds: 60, keepBehindSeconds: 0, evict: false };
    const done = feedSlices(slices(3, []), target, new AbortController().signal, limits);
    await settle();
    buffer.finish();
    await settle();
    buffer.finish();
    await settle();
    expect(buffer.appended).toEqual([0, 1]);
    play(1.5);
    await settle();
    // Still full (the browser freed nothing yet): it waits again, removing nothing.
    expect(buffer.removed).toEqual([]);
    expect(buffer.appended).toEqual([0, 1]);
    buffer.start = 1; // The browser's own eviction of played media.
    play(1.6);
    await settle();
    expect(buffer.appended).toEqual([0, 1, 2]);
    buffer.finish();
    expect(await done).toBe('ended');
    expect(buffer.removed).toEqual([]);
  });

  it('stops decrypting when the player closes, mid-append or while waiting', async () => {
    const buffer = new FakeBuffer();
    const { target, state } = fakeTarget(buffer);
    const pulled: number[] = [];
    const controller = new AbortController();
    const done = feedSlices(slices(10, pulled), target, controller.signal);
    await settle();
    buffer.finish();
    await settle();
    controller.abort();
    expect(await done).toBe('stopped');
    await settle();
    expect(pulled).toEqual([0, 1]);
    expect(buffer.appended).toEqual([0, 1]);
    // Closing ends the MediaSource in the player, not here.
    expect(state.ended).toBe(0);
  });

  it('plays the good slices of a damaged item, then reports it damaged', async () => {
    const buffer = new FakeBuffer();
    const { target, state } = fakeTarget(buffer);
    const done = feedSlices(
      slices(2, [], new MediaReadError('damaged')),
      target,
      new AbortController().signal,
    );
    await settle();
    buffer.finish();
    await settle();
    buffer.finish();
    expect(await done).toBe('damaged');
    expect(buffer.appended).toEqual([0, 1]);
    // The stream is ended, so the player plays to the last good slice instead of waiting.
    expect(state.ended).toBe(1);
  });

  it('reports an item the browser cannot decode as damaged', async () => {
    const buffer = new FakeBuffer();
    buffer.appendBuffer = () => {
      throw new Error('NotSupportedError');
    };
    const { target } = fakeTarget(buffer);
    expect(await feedSlices(slices(2, []), target, new AbortController().signal)).toBe('damaged');
  });

  it('a seek back into evicted media feeds the item again from its first slice', async () => {
    const buffer = new FakeBuffer();
    const { target: base, state, play } = fakeTarget(buffer);
    const seekListeners = new Set<() => void>();
    let resets = 0;
    const target: RestartableTarget = {
      ...base,
      onSeeking: (listener) => {
        seekListeners.add(listener);
        return () => seekListeners.delete(listener);
      },
      reset: () => {
        resets += 1;
        buffer.start = 0;
        buffer.end = 0;
        return Promise.resolve();
      },
    };
    const seek = (to: number) => {
      play(to);
      for (const listener of seekListeners) listener();
    };
    const outcomes: FeedOutcome[] = [];
    const controller = new AbortController();
    const running = streamItem(
      () => slices(3, []),
      target,
      controller.signal,
      (o) => outcomes.push(o),
    );
    for (let i = 0; i < 3; i++) {
      await settle();
      buffer.finish();
    }
    await settle();
    expect(outcomes).toEqual(['ended']);
    // Within what is buffered: nothing to do.
    seek(1);
    await settle();
    expect(resets).toBe(0);
    // The first two seconds were evicted; the user seeks back to 0.5 s.
    buffer.start = 2;
    seek(0.5);
    await settle();
    expect(resets).toBe(1);
    for (let i = 0; i < 3; i++) {
      buffer.finish();
      await settle();
    }
    expect(buffer.appended).toEqual([0, 1, 2, 0, 1, 2]);
    expect(outcomes).toEqual(['ended', 'ended']);
    expect(state.ended).toBe(2);
    controller.abort();
    await running;
    expect(seekListeners.size).toBe(0);
  });
});
