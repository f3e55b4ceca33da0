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

/**
 * LIGHTHOUSE_RUNS runs (default 3) one after the other: the score moves by a few points between
 * runs on this machine. Returns the median run by score (the lower one of an even count) with every
 * run's score and blocking time beside it, or the first error.
 */
export async function runLighthouseMedian(url, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    const result = await runLighthouse(url);
    if (result.error) return result;
    all.push(result);
  }
  const byScore = [...all].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return {
    ...byScore[Math.floor((byScore.length - 1) / 2)],
    scores: all.map((r) => r.performance),
    tbtRuns: all.map((r) => Math.round(r.tbtMs ?? 0)),
  };
}
