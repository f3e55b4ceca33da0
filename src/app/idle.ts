/** Runs work once the first frame is on screen and the browser is idle. */
export function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2000 });
      else work();
    }, 0);
  });
}
