/**
 * Evidence streams: crypto_secretstream_xchacha20poly1305 by direct calls, each slice sealed or
 * opened in the scratch region and wiped there; the same function as the wrappers', so the stored
 * bytes are the same.
 */
import { isBytes, plainBytes } from '../bytes';
import type { MediaKey, StreamOpener, StreamSealer } from '../types';
import { writeUtf8 } from '../utf8';
import { KEY_BYTES, scratch, sodium, stateRegion, wasm, wipe } from './library';

function mediaKeyCopy(key: MediaKey): Uint8Array<ArrayBuffer> {
  if (!isBytes(key) || key.length !== sodium.crypto_secretstream_xchacha20poly1305_KEYBYTES) {
    throw new TypeError('media key must be 32 bytes');
  }
  return plainBytes(key);
}

const STREAM_HEADER_BYTES = 24; // crypto_secretstream_xchacha20poly1305_HEADERBYTES
const STREAM_ABYTES = 17; // crypto_secretstream_xchacha20poly1305_ABYTES
const TAG_MESSAGE = 0; // crypto_secretstream_xchacha20poly1305_TAG_MESSAGE
const TAG_FINAL = 3; // crypto_secretstream_xchacha20poly1305_TAG_FINAL

/**
 * crypto_secretstream_xchacha20poly1305 by direct calls (as ./aead.ts): each push copies the slice
 * into the scratch region once, seals it there, copies the sealed slice out and wipes what it used.
 * The same function as the wrappers', so the stored bytes are the same. The state (it holds the
 * key) is wiped and freed after the final push.
 */
export function sealStream(key: MediaKey, associatedData: string): StreamSealer {
  const k = mediaKeyCopy(key);
  const state = stateRegion(wasm()._crypto_secretstream_xchacha20poly1305_statebytes());
  const header = new Uint8Array(STREAM_HEADER_BYTES);
  const used = KEY_BYTES + STREAM_HEADER_BYTES;
  try {
    const at = scratch().reserve(used);
    scratch().heap().set(k, at);
    const code = wasm()._crypto_secretstream_xchacha20poly1305_init_push(
      state.at,
      at + KEY_BYTES,
      at,
    );
    if (code !== 0) throw new Error('libsodium: secretstream init failed');
    header.set(
      scratch()
        .heap()
        .subarray(at + KEY_BYTES, at + used),
    );
  } catch (error) {
    state.release();
    throw error;
  } finally {
    scratch().wipe(used);
    wipe(k);
  }
  let ended = false;
  return {
    header,
    dispose: () => {
      ended = true;
      state.release();
    },
    push: (chunk, final) => {
      if (ended) throw new Error('stream already ended');
      const plain = plainBytes(chunk);
      const adRoom = associatedData.length * 3;
      const pushUsed = adRoom + plain.length + plain.length + STREAM_ABYTES;
      try {
        const ad = scratch().reserve(pushUsed);
        const m = ad + adRoom;
        const c = m + plain.length;
        const heap = scratch().heap();
        const adLength = writeUtf8(heap, ad, associatedData);
        heap.set(plain, m);
        const code = wasm()._crypto_secretstream_xchacha20poly1305_push(
          state.at,
          c,
          0,
          m,
          plain.length,
          0,
          ad,
          adLength,
          0,
          final ? TAG_FINAL : TAG_MESSAGE,
        );
        if (code !== 0) throw new Error('libsodium: secretstream push failed');
        return scratch()
          .heap()
          .slice(c, c + plain.length + STREAM_ABYTES);
      } finally {
        scratch().wipe(pushUsed);
        if (final) {
          ended = true;
          state.release();
        }
      }
    },
  };
}

/**
 * The reading side by direct calls: each pull copies the sealed slice into the scratch region,
 * opens it there, copies the plaintext out and wipes what it used (the wrappers left a freed,
 * unwiped copy of every decrypted slice, and the stream state, in the module's memory). The state
 * lives in this opener between pulls, not in the module's memory: a reader that stops early (a
 * closed player, a damaged item) leaves nothing there to free.
 */
export function openStream(
  key: MediaKey,
  header: Uint8Array,
  associatedData: string,
): StreamOpener | null {
  if (!isBytes(header) || header.length !== STREAM_HEADER_BYTES) return null;
  const k = mediaKeyCopy(key);
  const stateBytes = wasm()._crypto_secretstream_xchacha20poly1305_statebytes();
  const state = new Uint8Array(stateBytes);
  const used = stateBytes + KEY_BYTES + STREAM_HEADER_BYTES;
  try {
    const at = scratch().reserve(used);
    const heap = scratch().heap();
    heap.set(k, at + stateBytes);
    heap.set(plainBytes(header), at + stateBytes + KEY_BYTES);
    const code = wasm()._crypto_secretstream_xchacha20poly1305_init_pull(
      at,
      at + stateBytes + KEY_BYTES,
      at + stateBytes,
    );
    if (code !== 0) return null;
    state.set(
      scratch()
        .heap()
        .subarray(at, at + stateBytes),
    );
  } catch {
    return null;
  } finally {
    scratch().wipe(used);
    wipe(k);
  }
  let ended = false;
  const failed = { ok: false, reason: 'decrypt-failed' } as const;
  return {
    pull: (sealed) => {
      if (ended || !isBytes(sealed) || sealed.length < STREAM_ABYTES) return failed;
      const messageLength = sealed.length - STREAM_ABYTES;
      const adRoom = associatedData.length * 3;
      // state | tag | associated data | sealed | plain
      const pullUsed = stateBytes + 1 + adRoom + sealed.length + messageLength;
      try {
        const at = scratch().reserve(pullUsed);
        const tagAt = at + stateBytes;
        const ad = tagAt + 1;
        const c = ad + adRoom;
        const m = c + sealed.length;
        const heap = scratch().heap();
        heap.set(state, at);
        const adLength = writeUtf8(heap, ad, associatedData);
        heap.set(sealed, c);
        const code = wasm()._crypto_secretstream_xchacha20poly1305_pull(
          at,
          m,
          0,
          tagAt,
          c,
          sealed.length,
          0,
          ad,
          adLength,
          0,
        );
        if (code !== 0) return failed;
        const after = scratch().heap();
        state.set(after.subarray(at, at + stateBytes));
        const final = after[tagAt] === TAG_FINAL;
        if (final) {
          ended = true;
          state.fill(0);
        }
        return { ok: true, value: after.slice(m, m + messageLength), final };
      } catch {
        return failed;
      } finally {
        scratch().wipe(pullUsed);
      }
    },
  };
}
