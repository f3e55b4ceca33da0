// Vault benchmark, in headless Chromium, in one run:
//
//  (a) bulk write (one bulkPut) and bulk read (toArray) of 10,000 journal entries of 300–600
//      characters through the encrypted vault store, versus a plain Dexie database with the same
//      schema and no encryption middleware: medians of VAULT_ROUNDS rounds, and the ratio.
//  (b) unlock on the production build: time from the last key of 77777 to the painted safety
//      interface (tab list in the DOM, then a requestAnimationFrame and the task after it, i.e.
//      once that frame has been produced), with 1,000 journal entries stored, median of 5 after
//      one warm-up, keys clicked with no delay and VAULT_KEY_DELAY_MS (200) apart; an empty vault
//      for reference; and with the user's own code (246810 then "="), from "=" to painted, both
//      ways: at a person's pace the derivation started by the code's last digit (77777: its fourth
//      7) overlaps the last key's wait.
//  (c) unlock on a slow phone: the same 77777 unlock with Chromium's CPU throttled ×4 and ×6
//      (DevTools' Emulation.setCPUThrottlingRate) beside ×1, keys clicked with no delay and at a
//      person's pace, and when the calculator showed it was at work (its digits dimmed,
//      src/disguise/code/computing.ts). DevTools slows the page's main thread only, not the KDF
//      worker: each figure is printed as measured and with Argon2id's worker time scaled by the
//      same rate (modelled). Issue 25's goal: painted within 1.5 s at ×4.
//
// How: the bench page (bench/vault/main.ts, built by bench/support/page.mjs) is served under /bench/ next to a copy of dist/ by the real server (dist-server/serve.js), so it
// writes into the very databases the app opens. Each scenario gets a fresh browser context: the
// bench page first (before the app's service worker, which would answer /bench/ with the app),
// then the app at /, reloaded for every unlock.
//
//   node bench/vault.mjs                (needs `npm run build` first)
//   node bench/run.mjs vault
//   VAULT_RECORDS=2000 VAULT_ROUNDS=3 VAULT_UNLOCKS=5 VAULT_SLOW_UNLOCKS=3 node bench/vault.mjs
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { buildBenchPage, copyApp, requireBuild } from './support/page.mjs';
import { startServer } from './support/server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = join(ROOT, 'bench', 'results', 'vault.json');
const RECORDS = Number(process.env.VAULT_RECORDS ?? 10_000);
const ROUNDS = Number(process.env.VAULT_ROUNDS ?? 3);
const UNLOCKS = Number(process.env.VAULT_UNLOCKS ?? 5);
const SEEDED = 1_000;
/**
 * Issue 14's goals: the encrypted store within 1.5× plain Dexie, unlock within 300 ms. The steps
 * share the 300 ms: Argon2id at the calibrated strength takes ~180 ms here when the machine is
 * idle (bench/kdf.mjs), which leaves the rest for reading the keyring, opening and painting.
 */
const GOALS = {
  bulkRatio: 1.5,
  unlockMs: 300,
  deriveMs: 200,
  openMs: 30,
  paintMs: 70,
  // Issue 25: on a slow phone (CPU ×4) the interface is painted within 1.5 s.
  slowPhoneMs: 1_500,
};
/** CPU slowdowns for the slow-phone rows (1 = this machine); the goal applies at ×4. */
const CPU_RATES = [1, 4, 6];
const SLOW_PHONE_RATE = 4;
const SLOW_UNLOCKS = Number(process.env.VAULT_SLOW_UNLOCKS ?? 3);
/** A user's own code (6 digits, today's minimum), confirmed by "=". */
const OWN_CODE = '246810';
/**
 * Time between two key presses when a person types a code (150–300 ms is usual): the derivation
 * that starts on the digit completing the code runs while the finger moves to "=". The bench also
 * types with no delay at all, and prints both.
 */
const KEY_DELAY_MS = Number(process.env.VAULT_KEY_DELAY_MS ?? 200);
/** Time a user spends looking at the calculator before typing (the app prefetches at idle). */
const SETTLE_MS = 1_000;
const LAUNCH = CHROMIUM_LAUNCH;
const CONTEXT = { viewport: { width: 390, height: 844 }, locale: 'en-GB' };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function openBenchPage(context, url) {
  const page = await context.newPage();
  await page.goto(`${url}/bench/bench.html`);
  await page.waitForFunction(() => typeof window.vaultBench === 'object');
  return page;
}

// Runs in the app's page just before the last key: times from that key's click to the painted
// tab list.
function armUnlockProbe() {
  const probe = (window.__unlock = {});
  document.addEventListener('click', () => (probe.key ??= performance.now()), { capture: true });
  // The calculator at work: the display's digits dim (aria-busy), then that frame is produced.
  const busy = new MutationObserver(() => {
    if (!document.querySelector('output[aria-busy="true"]')) return;
    busy.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (probe.busyPainted = performance.now());
      channel.port2.postMessage(0);
    });
  });
  busy.observe(document.body, { attributes: true, attributeFilter: ['aria-busy'], subtree: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="tablist"]')) return;
    observer.disconnect();
    probe.dom = performance.now();
    requestAnimationFrame(() => {
      probe.frame = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (probe.painted = performance.now());
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/** The calculator's button for one character of a code ("=" is named "Equals"). */
const keyName = (char) => (char === '=' ? 'Equals' : char);

/** Types `code` (77777 by default, or the user's own code then "=") with `delayMs` between keys. */
async function timeUnlock(page, url, { code = '77777', delayMs = 0 } = {}) {
  await page.goto(`${url}/`);
  const keys = [...code].map((char) =>
    page.getByRole('button', { name: keyName(char), exact: true }),
  );
  await keys[0].waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  for (const key of keys.slice(0, -1)) {
    await key.click();
    if (delayMs) await page.waitForTimeout(delayMs);
  }
  await page.evaluate(armUnlockProbe);
  await keys.at(-1).click();
  await page.waitForFunction(() => window.__unlock.painted !== undefined, null, {
    timeout: 30_000,
  });
  const probe = await page.evaluate(() => ({
    ...window.__unlock,
    controlled: navigator.serviceWorker.controller !== null,
  }));
  // Only now: the first tab's SOS button is there (untouched by the timing).
  await page.getByRole('button', { name: /SOS Alert/ }).waitFor();
  const round = (n) => Math.round(n * 10) / 10;
  return {
    painted: round(probe.painted - probe.key),
    busy: typeof probe.busyPainted === 'number' ? round(probe.busyPainted - probe.key) : null,
    dom: round(probe.dom - probe.key),
    start: round(probe.start - probe.key),
    // With a speculative derivation the key may be derived before the last key: 0 then.
    derived: round(Math.max(0, probe.derived - probe.key)),
    opened: round(probe.opened - probe.key),
    // The KDF worker's steps (src/vault/unlock/unlockTiming.ts): libsodium ready in it (negative: before
    // the key), the request posted, Argon2id's start and end, the key back in the page.
    kdf: Object.fromEntries(
      ['workerReady', 'warmedUp', 'posted', 'start', 'end', 'received'].map((step) => {
        const at = probe[`kdf.${step}`];
        return [step, typeof at === 'number' ? round(at - probe.key) : null];
      }),
    ),
    controlled: probe.controlled,
  };
}

/** A fresh context: the bench page seeds `entries` (and optionally runs the bulk bench), then the
 * app is unlocked UNLOCKS times after a warm-up. */
async function scenario(browser, url, entries, bulk, ownCode = null) {
  const context = await browser.newContext(CONTEXT);
  try {
    const bench = await openBenchPage(context, url);
    const bulkResult = bulk
      ? await bench.evaluate(([n, r]) => window.vaultBench.bulk(n, r), bulk)
      : null;
    const stored = await bench.evaluate((n) => window.vaultBench.seed(n), entries);
    if (stored !== entries) throw new Error(`seeded ${stored} of ${entries} entries`);
    if (ownCode && !(await bench.evaluate((c) => window.vaultBench.setCode(c), ownCode))) {
      throw new Error('could not set the own code');
    }
    await bench.close();
    const page = await context.newPage();
    const code = ownCode ? `${ownCode}=` : undefined;
    // Warm-up: installs the service worker, compiles the chunks.
    await timeUnlock(page, url, { code });
    const unlocks = [];
    for (let i = 0; i < UNLOCKS; i += 1) unlocks.push(await timeUnlock(page, url, { code }));
    // At a person's pace too: the derivation starts on the digit before the public code's last
    // (or on the own code's last digit, before "=").
    const typed = [];
    for (let i = 0; i < UNLOCKS; i += 1) {
      typed.push(await timeUnlock(page, url, { code, delayMs: KEY_DELAY_MS }));
    }
    return { bulk: bulkResult, unlocks, typed };
  } finally {
    await context.close();
  }
}

/**
 * The 77777 unlock with the page's CPU slowed down `CPU_RATES` times (DevTools' CPU throttling, set
 * before the page loads, so its loading and its idle warm-up are slowed too; workers are not), with
 * 1,000 entries: keys clicked with no delay, and at a person's pace.
 */
async function slowPhone(browser, url) {
  const context = await browser.newContext(CONTEXT);
  try {
    const bench = await openBenchPage(context, url);
    const stored = await bench.evaluate((n) => window.vaultBench.seed(n), SEEDED);
    if (stored !== SEEDED) throw new Error(`seeded ${stored} of ${SEEDED} entries`);
    await bench.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Warm-up at full speed: installs the service worker, compiles the chunks.
    await timeUnlock(page, url);
    const rates = [];
    for (const rate of CPU_RATES) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const clicked = [];
      const typed = [];
      for (let i = 0; i < SLOW_UNLOCKS; i += 1) clicked.push(await timeUnlock(page, url));
      for (let i = 0; i < SLOW_UNLOCKS; i += 1) {
        typed.push(await timeUnlock(page, url, { delayMs: KEY_DELAY_MS }));
      }
      rates.push({ rate, clicked, typed });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return rates;
  } finally {
    await context.close();
  }
}

export async function run() {
  requireBuild('vault', { app: true });
  const temp = mkdtempSync(join(os.tmpdir(), 'calculator-vault-bench-'));
  const cleanups = [() => rmSync(temp, { recursive: true, force: true })];
  const cleanup = async () => {
    while (cleanups.length) {
      try {
        await cleanups.pop()();
      } catch (error) {
        console.error('vault bench cleanup:', error);
      }
    }
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const site = copyApp(join(temp, 'site'));
    await buildBenchPage({
      name: 'vault',
      dir: join(temp, 'page'),
      outDir: join(site, 'bench'),
      entry: join(ROOT, 'bench', 'vault', 'main.ts'),
    });
    const server = startServer('vault', {}, site);
    cleanups.push(server.stop);
    const url = await server.ready;
    const browser = await chromium.launch(LAUNCH);
    cleanups.push(() => browser.close());

    const empty = await scenario(browser, url, 0, null);
    const full = await scenario(browser, url, SEEDED, [RECORDS, ROUNDS]);
    const own = await scenario(browser, url, SEEDED, null, OWN_CODE);
    const slow = await slowPhone(browser, url);
    return report(full.bulk, full.unlocks, empty.unlocks, own, full.typed, slow);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

/**
 * "key → key derived" split by the KDF worker's marks: the page's work before the request is posted
 * (the vault chunk, the key ring), Argon2id in the worker (a fresh page's first derivation, after
 * the worker's warm-up at idle: src/vault/unlock/unlockWarmUp.ts), and the key's way back. The first rows
 * tell whether the worker had libsodium ready, and had ended its warm-up, before the key (a
 * negative time: that long before; "n of m" when only some pages had).
 */
function kdfRows(list) {
  const ms = (n) => n.toFixed(0);
  const rows = [
    ['    worker ready (libsodium loaded) relative to the key', (k) => k.workerReady],
    ['    worker warm-up (Argon2id memory paged in) ended, relative to the key', (k) => k.warmedUp],
    ['    key → request posted to the KDF worker (vault chunk, key ring)', (k) => k.posted],
    ['    Argon2id in the worker (first derivation of this page)', (k) => k.end - k.start],
    [
      '    posted → Argon2id starts, + its end → key back in the page',
      (k) => k.start - k.posted + (k.received - k.end),
    ],
  ];
  const usable = list.filter((u) => u.kdf && u.kdf.posted !== null);
  if (!usable.length) return [];
  return rows.map(([label, pick]) => {
    const values = usable
      .map((u) => pick(u.kdf))
      .filter((v) => typeof v === 'number' && !Number.isNaN(v));
    if (!values.length) return [`${label}, ms`, 'n/a', '', '', '', ''];
    return [
      `${label}, ms`,
      ms(median(values)),
      '',
      '',
      '',
      `${ms(Math.min(...values))}–${ms(Math.max(...values))}` +
        (values.length < usable.length ? ` (${values.length} of ${usable.length})` : ''),
    ];
  });
}

/** An unlock typed a given way: the last key ("=" for an own code) to painted, and its derivation. */
function typedRows(list, how, lastKey = '"="') {
  const ms = (n) => n.toFixed(0);
  const values = (field) => list.map((u) => u[field]);
  const spread = (field) => `${ms(Math.min(...values(field)))}–${ms(Math.max(...values(field)))}`;
  return [
    [
      `unlock, ${how}: ${lastKey} → painted, ms`,
      ms(median(values('painted'))),
      '',
      '',
      `≤ ${GOALS.unlockMs}`,
      spread('painted'),
    ],
    [
      `  of which: ${lastKey} → key derived (0 when derived before it), ms`,
      ms(median(values('derived'))),
      '',
      '',
      '',
      spread('derived'),
    ],
  ];
}

/**
 * An unlock's "last key → painted" had Argon2id in the KDF worker also run `rate` times slower:
 * DevTools' throttling slows the page's main thread only (a worker target answers "Operation is only
 * supported for pages, not workers"), so the worker's part is scaled here. Only the wait the unlock
 * had for the key moves: a derivation that ended before the last key (typed at a person's pace)
 * costs nothing until its slower end passes the key. Null without the worker's marks.
 */
function withSlowWorker(unlock, rate) {
  const { start, end } = unlock.kdf;
  if (typeof start !== 'number' || typeof end !== 'number') return null;
  const waited = Math.max(0, end);
  const slowWait = Math.max(0, start + rate * (end - start));
  return unlock.painted + slowWait - waited;
}

/**
 * The slow-phone rows: for each CPU rate, the 77777 unlock (last 7 → painted) clicked with no delay
 * and at a person's pace, measured with the page slowed down and modelled with its Argon2id slowed
 * down too; Argon2id's own time; and when the digits dimmed.
 */
function slowPhoneRows(slow) {
  const ms = (n) => n.toFixed(0);
  const rows = [];
  const spread = (values) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
  const row = (label, values, goal = '') =>
    values.length
      ? [label, ms(median(values)), '', '', goal, spread(values)]
      : [label, 'n/a', '', '', goal, ''];
  for (const { rate, clicked, typed } of slow) {
    const goal = rate === SLOW_PHONE_RATE ? `≤ ${GOALS.slowPhoneMs}` : '';
    const label = rate === 1 ? 'CPU ×1 (this machine)' : `CPU ×${rate} (a slow phone)`;
    for (const [how, list] of [
      ['keys clicked with no delay', clicked],
      [`keys ${KEY_DELAY_MS} ms apart (a person)`, typed],
    ]) {
      const painted = list.map((u) => u.painted);
      if (rate === 1) {
        rows.push(row(`unlock, ${label}, 77777 ${how}: last 7 → painted, ms`, painted));
        continue;
      }
      rows.push(
        row(
          `unlock, ${label}, 77777 ${how}: last 7 → painted, page slowed (measured), ms`,
          painted,
        ),
      );
      const modelled = list.map((u) => withSlowWorker(u, rate)).filter((v) => v !== null);
      rows.push(row(`  the same with Argon2id ×${rate} too (modelled), ms`, modelled, goal));
    }
    const argon = clicked
      .filter((u) => typeof u.kdf.start === 'number' && typeof u.kdf.end === 'number')
      .map((u) => u.kdf.end - u.kdf.start);
    rows.push(row(`  Argon2id in the KDF worker (not slowed by DevTools), ms`, argon));
    const busy = [...clicked, ...typed].map((u) => u.busy).filter((v) => typeof v === 'number');
    rows.push(row(`  last 7 → the calculator's digits dimmed (painted), ms`, busy));
  }
  return rows;
}

function report(bulk, unlocks, emptyUnlocks, own, publicTyped, slow) {
  const ms = (n) => n.toFixed(0);
  const times = (list, field) => list.map((r) => r[field]);
  const write = {
    vault: median(times(bulk.encrypted, 'writeMs')),
    plain: median(times(bulk.plain, 'writeMs')),
  };
  const read = {
    vault: median(times(bulk.encrypted, 'readMs')),
    plain: median(times(bulk.plain, 'readMs')),
  };
  const reopenedRead = {
    vault: median(times(bulk.encrypted, 'reopenedReadMs')),
    plain: median(times(bulk.plain, 'reopenedReadMs')),
  };
  const painted = times(unlocks, 'painted');
  const emptyPainted = times(emptyUnlocks, 'painted');
  const spread = (list) => `${ms(Math.min(...list))}–${ms(Math.max(...list))}`;
  const records = RECORDS.toLocaleString('en');
  const spreadOf = (list, field) => spread(times(list, field));
  const step = (list, to, from) => list.map((u) => u[to] - (from ? u[from] : 0));
  // The unlock's steps, from the probe's marks (src/vault/unlock/unlockTiming.ts): the key to the derived
  // key-encryption key (keyring read + Argon2id in the worker), opening the store, then the
  // shell's first painted frame.
  const steps = {
    derive: step(unlocks, 'derived'),
    open: step(unlocks, 'opened', 'derived'),
    paint: step(unlocks, 'painted', 'opened'),
  };
  const rows = [
    [
      `bulk write ${records} entries (bulkPut), ms`,
      ms(write.vault),
      ms(write.plain),
      `${(write.vault / write.plain).toFixed(1)}×`,
      `≤ ${GOALS.bulkRatio}×`,
      spreadOf(bulk.encrypted, 'writeMs'),
    ],
    [
      `bulk read ${records} entries (toArray), ms`,
      ms(read.vault),
      ms(read.plain),
      `${(read.vault / read.plain).toFixed(1)}×`,
      `≤ ${GOALS.bulkRatio}×`,
      spreadOf(bulk.encrypted, 'readMs'),
    ],
    [
      '  the same read after locking and unlocking (no id remembered; plain: read again), ms',
      ms(reopenedRead.vault),
      ms(reopenedRead.plain),
      `${(reopenedRead.vault / reopenedRead.plain).toFixed(1)}×`,
      `≤ ${GOALS.bulkRatio}×`,
      spreadOf(bulk.encrypted, 'reopenedReadMs'),
    ],
    [
      '  write, of which sealing alone, no IndexedDB (JSON, pad, XChaCha20-Poly1305, opaque id), ms',
      ms(median(times(bulk.crypto, 'sealMs'))),
      '',
      '',
      '',
      spreadOf(bulk.crypto, 'sealMs'),
    ],
    [
      '  read, of which opening alone, no IndexedDB (opaque id known from sealing, XChaCha20-Poly1305, JSON), ms',
      ms(median(times(bulk.crypto, 'openMs'))),
      '',
      '',
      '',
      spreadOf(bulk.crypto, 'openMs'),
    ],
    [
      '  read, IndexedDB alone: one getAll of the stored rows, nothing opened (vault | plain), ms',
      ms(median(times(bulk.encrypted, 'rawReadMs'))),
      ms(median(times(bulk.plain, 'rawReadMs'))),
      '',
      '',
      spreadOf(bulk.encrypted, 'rawReadMs'),
    ],
    [
      `unlock: last key → interface painted, ${SEEDED.toLocaleString('en')} entries, ms`,
      ms(median(painted)),
      '',
      '',
      `≤ ${GOALS.unlockMs}`,
      spread(painted),
    ],
    [
      '  of which: key → key derived (keyring, Argon2id), ms',
      ms(median(steps.derive)),
      '',
      '',
      `≤ ${GOALS.deriveMs}`,
      spread(steps.derive),
    ],
    ...kdfRows(unlocks),
    [
      '  of which: derived → store open, ms',
      ms(median(steps.open)),
      '',
      '',
      `≤ ${GOALS.openMs}`,
      spread(steps.open),
    ],
    [
      '  of which: store open → first paint, ms',
      ms(median(steps.paint)),
      '',
      '',
      `≤ ${GOALS.paintMs}`,
      spread(steps.paint),
    ],
    [
      'unlock: same, empty vault (reference), ms',
      ms(median(emptyPainted)),
      '',
      '',
      '',
      spread(emptyPainted),
    ],
    ...typedRows(publicTyped, `77777, keys ${KEY_DELAY_MS} ms apart (a person)`, 'last 7'),
    ...typedRows(own.unlocks, `own code ${OWN_CODE}=, keys clicked with no delay`),
    ...typedRows(own.typed, `own code ${OWN_CODE}=, keys ${KEY_DELAY_MS} ms apart (a person)`),
    ...slowPhoneRows(slow),
  ];
  const worker = [...unlocks, ...publicTyped, ...emptyUnlocks, ...own.unlocks, ...own.typed].every(
    (u) => u.controlled,
  )
    ? 'service worker in control'
    : 'NOT always under the service worker';
  const kdf = `${bulk.kdf.opsLimit} passes × ${bulk.kdf.memLimitBytes / 2 ** 20} MiB`;
  const result = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
    bulk: {
      records: RECORDS,
      rounds: ROUNDS,
      meanChars: bulk.meanChars,
      write,
      read,
      reopenedRead,
      raw: bulk,
    },
    unlock: {
      entries: SEEDED,
      runs: UNLOCKS,
      medianMs: median(painted),
      stepsMs: {
        derive: median(steps.derive),
        open: median(steps.open),
        paint: median(steps.paint),
      },
      runsMs: unlocks,
      typed: {
        keyDelayMs: KEY_DELAY_MS,
        medianMs: median(times(publicTyped, 'painted')),
        runsMs: publicTyped,
      },
    },
    goals: GOALS,
    load: os.loadavg(),
    unlockEmpty: {
      entries: 0,
      runs: UNLOCKS,
      medianMs: median(emptyPainted),
      runsMs: emptyUnlocks,
    },
    ownCode: {
      entries: SEEDED,
      keyDelayMs: KEY_DELAY_MS,
      noDelay: { medianMs: median(times(own.unlocks, 'painted')), runsMs: own.unlocks },
      typed: { medianMs: median(times(own.typed, 'painted')), runsMs: own.typed },
    },
    kdf: bulk.kdf,
    slowPhone: {
      entries: SEEDED,
      runs: SLOW_UNLOCKS,
      keyDelayMs: KEY_DELAY_MS,
      goal: { rate: SLOW_PHONE_RATE, paintedMs: GOALS.slowPhoneMs },
      rates: slow.map(({ rate, clicked, typed }) => ({
        rate,
        clicked: { medianMs: median(times(clicked, 'painted')), runsMs: clicked },
        typed: { medianMs: median(times(typed, 'painted')), runsMs: typed },
      })),
    },
  };
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
  return {
    title: `Vault: encrypted store vs plain Dexie (median of ${ROUNDS}), unlock (median of ${UNLOCKS})`,
    columns: ['measure', 'vault', 'plain', 'ratio', 'goal', 'vault min–max'],
    rows,
    notes: [
      `Entries of 300–600 characters (mean ${bulk.meanChars.toFixed(0)}); same records, same schema; the vault seals each with XChaCha20-Poly1305.`,
      `The own-code rows type ${OWN_CODE} then "=": the derivation starts on the digit completing the code (src/vault/unlock/speculation.ts);`,
      `  with no delay it cannot overlap anything, with ${KEY_DELAY_MS} ms between keys (VAULT_KEY_DELAY_MS) it runs while the finger moves to "=".`,
      `  77777, while it is the code, starts its derivation on the fourth 7 (it opens on the fifth, with no "=").`,
      `Slow phone: DevTools' CPU throttling (Emulation.setCPUThrottlingRate) ×${CPU_RATES.slice(1).join(', ×')} beside ×1, median of ${SLOW_UNLOCKS}, ${SEEDED.toLocaleString('en')} entries;`,
      `  the page loads and waits ${SETTLE_MS} ms throttled too. DevTools cannot slow a worker, so "modelled" adds Argon2id's`,
      `  worker time × (rate − 1) where the unlock waited for the key. Goal: painted within ${GOALS.slowPhoneMs} ms at ×${SLOW_PHONE_RATE} (modelled).`,
      `Unlock includes one Argon2id derivation (${kdf}) in the KDF worker, opening the store and loading the interface;`,
      `  the page was open ${SETTLE_MS} ms (idle prefetch done) before the keys were clicked; production build, ${worker}.`,
      `Written to ${RESULTS_FILE.slice(ROOT.length + 1)}. ${result.machine}, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} at the end (figures on a loaded machine are not the goal's).`,
    ],
  };
}

function printTable({ title, columns, rows, notes }) {
  const table = [columns, ...rows];
  const width = columns.map((_, i) => Math.max(...table.map((r) => String(r[i]).length)));
  const line = (r) =>
    r
      .map((c, i) => (i === 0 ? String(c).padEnd(width[i]) : String(c).padStart(width[i])))
      .join('  ');
  console.log(`\n${title}\n\n${line(columns)}\n${width.map((w) => '-'.repeat(w)).join('  ')}`);
  rows.forEach((r) => console.log(line(r)));
  console.log(`\n${notes.map((n) => `  ${n}`).join('\n')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
