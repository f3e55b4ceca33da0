import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';

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
 * findBy*, waitFor and friends wait up to 10 s (Testing Library's default is 1 s): a vault read on a
 * loaded 2-core machine can take longer than a second, and no test asserts speed (bench/ does).
 */
configure({ asyncUtilTimeout: 10_000 });
