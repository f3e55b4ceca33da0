import { MediaReadError, type MediaReadFailure } from '../../../vault';

/**
 * Feeds decrypted slices of an item into a Media Source Extensions buffer as they come, so the
 * player never needs the whole item in memory (nor a whole-item Blob, which Chromium may spill to
 * a temporary file on disk in plaintext). One slice is in flight at a time: the next is decrypted
 * only after the buffer took the previous one (`updateend`), and not at all while the buffer is far
 * ahead of the playhead or full; then played ranges are evicted with remove().
 */

/** The part of a SourceBuffer the feeder uses (a fake one in unit tests). */
export interface SinkBuffer {
  readonly updating: boolean;
  readonly buffered: { readonly length: number; start(i: number): number; end(i: number): number };
  appendBuffer(data: Uint8Array<ArrayBuffer>): void;
  remove(start: number, end: number): void;
  addEventListener(type: 'updateend' | 'error', listener: () => void): void;
  removeEventListener(type: 'updateend' | 'error', listener: () => void): void;
}

export interface FeedTarget {
  readonly buffer: SinkBuffer;
  /** The playhead, in seconds. */
  currentTime(): number;
  /** Resolves when the playhead moves (or seeks); never rejects. */
  waitForProgress(signal: AbortSignal): Promise<void>;
  /** Everything that will come has been appended: the player may end after it. */
  end(): void;
}

export interface FeedLimits {
  /** Decrypting pauses while this many seconds are buffered ahead of the playhead. */
  aheadSeconds: number;
  /** Played media older than this (seconds behind the playhead) may be evicted. */
  keepBehindSeconds: number;
  /**
   * Whether the feeder evicts with remove(). Right for audio (every Opus or AAC frame can start
   * playback). Not for video: remove() also drops every frame up to the next keyframe, and
   * MediaRecorder may write a keyframe only at the start, so it could take the playhead's frames.
   * Video relies on the browser's own eviction (Chromium frees played media, keyframe-aware, when
   * an append would pass its quota, ~150 MB) and on the pause while far ahead.
   */
  evict: boolean;
}

/**
 * About three minutes of media in the buffer at most (less if the browser's quota is lower): a
 * minute ahead to play on, two behind to seek back into. Older media is evicted and a seek to it
 * waits (docs/SECURITY.md, Evidence).
 */
export const DEFAULT_FEED_LIMITS: FeedLimits = {
  aheadSeconds: 60,
  keepBehindSeconds: 120,
  evict: true,
};

/** 'ended': every slice was appended. 'stopped': the player closed (or locked) meanwhile. */
export type FeedOutcome = 'ended' | 'stopped' | MediaReadFailure;

class Stopped extends Error {}

function whenEvent(buffer: SinkBuffer, signal: AbortSignal): Promise<'ok' | 'error'> {
  return new Promise((resolve, reject) => {
    const done = (result: 'ok' | 'error' | null) => {
      buffer.removeEventListener('updateend', onEnd);
      buffer.removeEventListener('error', onError);
      signal.removeEventListener('abort', onAbort);
      if (result) resolve(result);
      else reject(new Stopped());
    };
    let failed = false;
    const onError = () => (failed = true);
    const onEnd = () => done(failed ? 'error' : 'ok');
    const onAbort = () => done(null);
    buffer.addEventListener('updateend', onEnd);
    buffer.addEventListener('error', onError);
    signal.addEventListener('abort', onAbort);
  });
}

function bufferedEnd(buffer: SinkBuffer): number {
  const ranges = buffer.buffered;
  return ranges.length > 0 ? ranges.end(ranges.length - 1) : 0;
}

function isQuotaExceeded(error: unknown): boolean {
  return error instanceof Error && error.name === 'QuotaExceededError';
}

export async function feedSlices(
  slices: AsyncIterable<Uint8Array>,
  target: FeedTarget,
  signal: AbortSignal,
  limits: FeedLimits = DEFAULT_FEED_LIMITS,
): Promise<FeedOutcome> {
  const { buffer } = target;

  const checkStopped = () => {
    if (signal.aborted) throw new Stopped();
  };

  const idle = async () => {
    while (buffer.updating) await whenEvent(buffer, signal);
    checkStopped();
  };

  /** Removes what was played long enough ago; false when there was nothing to remove. */
  const evictPlayed = async (): Promise<boolean> => {
    if (!limits.evict) return false;
    await idle();
    const ranges = buffer.buffered;
    if (ranges.length === 0) return false;
    const start = ranges.start(0);
    const end = target.currentTime() - limits.keepBehindSeconds;
    if (end <= start) return false;
    buffer.remove(start, end);
    await whenEvent(buffer, signal);
    checkStopped();
    return true;
  };

  /** Back-pressure: no decrypting while the buffer is far ahead of the playhead. */
  const waitUntilWanted = async () => {
    while (bufferedEnd(buffer) - target.currentTime() > limits.aheadSeconds) {
      await target.waitForProgress(signal);
      checkStopped();
      // The player moved on: what it played long enough ago goes, so the buffer stays bounded.
      await evictPlayed();
    }
  };

  const append = async (bytes: Uint8Array) => {
    const data = new Uint8Array(bytes);
    for (;;) {
      await idle();
      try {
        buffer.appendBuffer(data);
      } catch (error) {
        if (!isQuotaExceeded(error)) throw error;
        // Full: free played media, or wait for the player to play some of what is buffered.
        if (!(await evictPlayed())) await target.waitForProgress(signal);
        checkStopped();
        continue;
      }
      if ((await whenEvent(buffer, signal)) === 'error') throw new Error('append failed');
      checkStopped();
      return;
    }
  };

  const iterator = slices[Symbol.asyncIterator]();
  try {
    for (;;) {
      checkStopped();
      await waitUntilWanted();
      let next: IteratorResult<Uint8Array>;
      try {
        next = await iterator.next();
      } catch (error) {
        checkStopped();
        // Cut off or tampered: what came before still plays, then the player says it is damaged.
        const reason: MediaReadFailure = error instanceof MediaReadError ? error.reason : 'locked';
        target.end();
        return reason;
      }
      checkStopped();
      if (next.done) {
        await idle();
        target.end();
        return 'ended';
      }
      await append(next.value);
    }
  } catch (error) {
    if (error instanceof Stopped) {
      void iterator.return?.(undefined)?.catch(() => undefined);
      return 'stopped';
    }
    // The browser refused the bytes (not the container it claims to be): as good as damaged.
    target.end();
    return 'damaged';
  }
}

/** A target the player can empty and refill from the start (a seek back into evicted media). */
export interface RestartableTarget extends FeedTarget {
  /** Calls `listener` on every seek; returns the unsubscribe. */
  onSeeking(listener: () => void): () => void;
  /** Empties the buffer so the next slice appended plays from time 0 again. */
  reset(): Promise<void>;
}

/** True when the playhead went back before the oldest media still buffered (it was evicted). */
export function seekedIntoEvicted(buffer: SinkBuffer, time: number): boolean {
  const ranges = buffer.buffered;
  return ranges.length > 0 && time < ranges.start(0) - 0.25;
}

/**
 * Feeds the item and, whenever the user seeks back into media already evicted, empties the buffer
 * and feeds it again from its first slice (the slices carry no index of times, so there is no
 * jumping into the middle; the feeder evicts what lies far behind the new playhead on the way).
 * Runs until `signal` aborts; `onOutcome` hears how each pass ended.
 */
export async function streamItem(
  open: () => AsyncIterable<Uint8Array>,
  target: RestartableTarget,
  signal: AbortSignal,
  onOutcome: (outcome: FeedOutcome) => void,
  limits: FeedLimits = DEFAULT_FEED_LIMITS,
): Promise<void> {
  while (!signal.aborted) {
    const pass = new AbortController();
    const stop = () => pass.abort();
    signal.addEventListener('abort', stop);
    let restart = false;
    const unlisten = target.onSeeking(() => {
      if (seekedIntoEvicted(target.buffer, target.currentTime())) {
        restart = true;
        pass.abort();
      }
    });
    const outcome = await feedSlices(open(), target, pass.signal, limits);
    if (outcome !== 'stopped') onOutcome(outcome);
    // Fed to the end (or to the damage): wait for a seek back or the close.
    if (!pass.signal.aborted) {
      await new Promise<void>((resolve) => pass.signal.addEventListener('abort', () => resolve()));
    }
    unlisten();
    signal.removeEventListener('abort', stop);
    if (!restart || signal.aborted) return;
    await target.reset();
  }
}
