/**
 * Marks a promise with React's thenable status once it settles, so that `use(promise)` reads the
 * value during render instead of suspending (React checks `status` before subscribing). Without it
 * the first render after unlock suspends on an i18n instance that is long ready.
 */
export function trackSettled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}
