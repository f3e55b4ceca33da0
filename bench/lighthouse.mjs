// Lighthouse (mobile, its default simulated profile: slow 4G, 4x CPU slowdown) on the production
// server's `/`, in Debian's Chromium (Playwright launches it with a debugging port; Lighthouse drives
// it over CDP). Lighthouse clears the origin's storage first, so this is a first visit without the
// service worker: the network and the critical path are what it measures.
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';

const PORT = Number(process.env.BENCH_CDP_PORT ?? 9337);

export const LIGHTHOUSE_GOALS = { performance: 100, lcpMs: 1500 };

/** Returns { performance, fcpMs, lcpMs, tbtMs, cls, siMs } or { error } (e.g. not installed). */
export async function runLighthouse(url) {
  let lighthouse;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
  } catch {
    return { error: 'lighthouse is not installed (npm install -D lighthouse)' };
  }
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${PORT}`],
  });
  try {
    const result = await lighthouse(url, {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    });
    const lhr = result?.lhr;
    if (!lhr) return { error: 'lighthouse returned no result' };
    if (lhr.runtimeError) return { error: lhr.runtimeError.message };
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      siMs: audit('speed-index'),
    };
  } finally {
    await browser.close();
  }
}
