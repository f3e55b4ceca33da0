/**
 * Media Source Extensions: a player fed with bytes as they are decrypted, instead of one object
 * URL over a whole-item Blob. The object URL here names a MediaSource, not bytes: nothing of the
 * media is reachable through it, and it is revoked as soon as the element has attached it.
 */

export interface StreamSinkTarget {
  readonly buffer: SourceBuffer;
  currentTime(): number;
  waitForProgress(signal: AbortSignal): Promise<void>;
  end(): void;
  onSeeking(listener: () => void): () => void;
  reset(): Promise<void>;
}

function updated(buffer: SourceBuffer): Promise<void> {
  return new Promise((resolve) =>
    buffer.addEventListener('updateend', () => resolve(), { once: true }),
  );
}

/** Empties the buffer; the next append (sequence mode) starts again at time 0. */
async function emptyBuffer(source: MediaSource, buffer: SourceBuffer): Promise<void> {
  try {
    if (buffer.updating) {
      buffer.abort();
      if (buffer.updating) await updated(buffer);
    }
    if (buffer.buffered.length > 0 && source.duration > 0) {
      buffer.remove(0, Infinity);
      await updated(buffer);
    }
    // Abort resets the parser (a slice may have been cut in the middle of a cluster).
    buffer.abort();
    buffer.timestampOffset = 0;
  } catch {
    // The source was detached meanwhile (the player closed): nothing to empty.
  }
}

export interface StreamSink {
  /** Resolves once the element attached the source and the buffer exists; null if it failed. */
  readonly ready: Promise<StreamSinkTarget | null>;
  /** Detaches the source from the element and ends it. Safe to call more than once. */
  close(): void;
}

/** True when this browser can play `mimeType` through MSE (the container and codecs given). */
export function canStreamType(mimeType: string): boolean {
  return (
    typeof MediaSource !== 'undefined' &&
    typeof MediaSource.isTypeSupported === 'function' &&
    MediaSource.isTypeSupported(mimeType)
  );
}

function endSource(source: MediaSource): void {
  if (source.readyState !== 'open') return;
  try {
    for (const buffer of Array.from(source.sourceBuffers)) if (buffer.updating) buffer.abort();
    source.endOfStream();
  } catch {
    // Already ending (an element error): nothing left to end.
  }
}

/**
 * WebM slices play back to back ('sequence'). MP4 fragments from MediaRecorder carry each track's
 * own decode times, audio and video in separate runs: in 'sequence' mode Chromium moves them apart
 * and leaves gaps (a cut-off video played 0.2 s), so MP4 keeps its times ('segments').
 */
export function bufferMode(mimeType: string): AppendMode {
  return /^(audio|video)\/mp4\b/.test(mimeType) ? 'segments' : 'sequence';
}

/**
 * Attaches a new MediaSource to `element` with one SourceBuffer of `mimeType`, WebM in sequence
 * mode (MediaRecorder's slices carry timestamps from the recording's start; sequence mode plays
 * them back to back whatever they say), MP4 in segments mode (bufferMode). `durationSeconds` gives the seek bar its length before the end
 * is known; endOfStream() sets the exact one.
 */
export function openStreamSink(
  element: HTMLMediaElement,
  mimeType: string,
  durationSeconds: number,
): StreamSink {
  const source = new MediaSource();
  const url = URL.createObjectURL(source);
  let closed = false;
  let settle: (target: StreamSinkTarget | null) => void = () => undefined;
  const ready = new Promise<StreamSinkTarget | null>((resolve) => {
    settle = resolve;
    source.addEventListener(
      'sourceopen',
      () => {
        URL.revokeObjectURL(url);
        if (closed) return resolve(null);
        try {
          const buffer = source.addSourceBuffer(mimeType);
          buffer.mode = bufferMode(mimeType);
          if (durationSeconds > 0) source.duration = durationSeconds;
          resolve({
            buffer,
            currentTime: () => element.currentTime,
            waitForProgress: (signal) =>
              new Promise<void>((done) => {
                const finish = () => {
                  element.removeEventListener('timeupdate', finish);
                  element.removeEventListener('seeking', finish);
                  signal.removeEventListener('abort', finish);
                  done();
                };
                element.addEventListener('timeupdate', finish);
                element.addEventListener('seeking', finish);
                signal.addEventListener('abort', finish);
              }),
            end: () => endSource(source),
            onSeeking: (listener) => {
              element.addEventListener('seeking', listener);
              return () => element.removeEventListener('seeking', listener);
            },
            reset: () => emptyBuffer(source, buffer),
          });
        } catch {
          resolve(null);
        }
      },
      { once: true },
    );
  });
  element.src = url;
  return {
    ready,
    close() {
      if (closed) return;
      closed = true;
      settle(null);
      endSource(source);
      URL.revokeObjectURL(url);
      element.removeAttribute('src');
      element.load();
    },
  };
}
