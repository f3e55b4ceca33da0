/** Runs work once the first frame is on screen and the browser is idle. */
export function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
      else work();
    }, 0);
  });
}

/** Resolves in a later task, when the browser is idle (or after `timeout` ms at the latest). */
export function nextIdle(timeout = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}

/**
 * Runs each step in its own task, at idle, in order. A module graph imported with import() is
 * evaluated in one task once it has arrived, so a warm-up that imports a big graph at once blocks
 * the page (and a key press) for as long as all of it takes; imported bottom-up, one piece per
 * step, each task stays short and input runs between them. A failed step does not stop the rest:
 * whatever it was for is imported again, whole, when it is needed.
 */
export async function inIdleSteps(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await nextIdle();
    await step().catch(() => undefined);
  }
}
