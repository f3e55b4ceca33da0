import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';
import { vi } from 'vitest';

/*
 * jsdom realm fix (tests only; a browser has one realm). Vitest's jsdom environment replaces the
 * global Uint8Array with jsdom's, while structuredClone (and so fake-indexeddb) still makes Node's.
 * Dexie's live-query cache keeps only typed arrays whose constructor it recognises, so ciphertext
 * read through a live query arrived as a plain object and failed to decrypt. Put Node's back.
 */
if (typeof window !== 'undefined') {
  globalThis.Uint8Array = Object.getPrototypeOf(structuredClone(new Uint8Array(1)))
    .constructor as Uint8ArrayConstructor;
}

/*
 * findBy*, waitFor and friends wait up to 30 s (Testing Library's default is 1 s): an unlock that
 * takes a second on a quiet machine takes ten on a loaded 2-core one, and no test asserts speed
 * (bench/ does). A test that waits for something that never comes still fails, only later.
 */
configure({ asyncUtilTimeout: 30_000 });

/* The same for vi.waitFor and vi.waitUntil (Vitest's default is 1 s), unless a test sets its own. */
const viWaitFor = vi.waitFor;
const viWaitUntil = vi.waitUntil;
const LOADED_MACHINE_WAIT = { timeout: 30_000 };
vi.waitFor = (callback, options) =>
  viWaitFor(
    callback,
    typeof options === 'number' ? options : { ...LOADED_MACHINE_WAIT, ...options },
  );
vi.waitUntil = (callback, options) =>
  viWaitUntil(
    callback,
    typeof options === 'number' ? options : { ...LOADED_MACHINE_WAIT, ...options },
  );
