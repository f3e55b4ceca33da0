/**
 * Where an adapter keeps the implementation it calls: the browser's, unless a test put an
 * in-memory fake in its place (each adapter's `*.test-support.ts`; decisions/2026-11-28-platform-fakes.md).
 */
export interface AdapterSlot<T> {
  /** The implementation in use now. */
  current(): T;
  /** Puts `next` in place; the returned function puts back what was there. */
  replace(next: T): () => void;
}

export function adapterSlot<T>(browser: T): AdapterSlot<T> {
  let current = browser;
  return {
    current: () => current,
    replace(next) {
      const previous = current;
      current = next;
      return () => {
        current = previous;
      };
    },
  };
}
