import {
  DEFAULT_CONTENT,
  loadContent,
  loadCalculatorTable,
  ENGLISH_CALCULATOR,
  translateCalculator,
} from '../disguise/keypad';
import {
  takeEarlyInput,
  calculatorMarkup,
  mountVanillaCalculator,
  type VanillaCalculator,
} from '../disguise/firstScreen';
import { type GateAction, beginComputing, showsComputing } from '../disguise/code';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguageCode,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
} from '../i18n/languages';
import { isPublicCodeRetired } from '../session/publicCode';
import { afterFirstPaint, inIdleSteps } from './idle';
import { CALCULATOR_PATHS } from './paths';
import { readLocalFlag } from '../platform/page/localFlag';
import { onWindow, pageElement, setPageLanguage } from '../platform/page/page';

/**
 * The first screen. index.html already holds the calculator's markup and styles (written by the
 * build from `src/disguise/firstScreen/markup.ts`); this small script, with no React, makes it work at once. At
 * idle the locked work starts (the panic's action, the watchers and triggers), with no React DOM.
 * The React island (`island.tsx`) is evaluated from the first key or touch on (`warmIsland`) and
 * mounted only when it is needed: at unlock, when the SOS sheet, a toast or the update bar must
 * show, or for the other routes (/landing, /home, /settings, not found), which are React pages.
 */
const island = () => import('./island');

function storedLanguage(): LanguageCode {
  const stored = readLocalFlag(LANGUAGE_STORAGE_KEY);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

const language = storedLanguage();
setPageLanguage(language, directionOf(language));

function startCalculator(root: HTMLElement): VanillaCalculator {
  let main = root.querySelector<HTMLElement>('main.calc');
  const english = (
    key: Parameters<typeof translateCalculator>[1],
    values?: Record<string, string>,
  ) => translateCalculator(ENGLISH_CALCULATOR, key, values);
  if (!main) {
    // Only if the build's markup is missing (a hand-made index.html): the same markup, in English.
    root.innerHTML = calculatorMarkup(english);
    main = root.querySelector<HTMLElement>('main.calc')!;
  }
  let unlockCode = DEFAULT_CONTENT.codes.unlock;
  const calculator = mountVanillaCalculator(main, {
    content: DEFAULT_CONTENT,
    retired: isPublicCodeRetired(),
    t: english,
    onSecret: (action: GateAction) => {
      // A code to check: the vault's chunk loads alongside the island, not after it.
      if (action.kind === 'unlock' || action.kind === 'candidate') {
        void import('../vault');
        void import('../shell/SafetyShell');
      }
      // The calculator shows it is at work from this key on, while the island loads; the check
      // itself (runSecretAction) holds it from then until its answer.
      const loading = showsComputing(action, isPublicCodeRetired())
        ? beginComputing()
        : () => undefined;
      void island()
        .then((m) => {
          m.adoptVanillaCalculator(calculator);
          m.handleVanillaSecret(action, unlockCode);
        })
        .finally(loading);
    },
    // The key that completes a possible custom code: its derivation starts now, in the KDF worker,
    // and "=" finds it done or under way. A wrong guess shows nothing and its key is wiped.
    onCandidate: (code) => void import('../vault').then((m) => m.speculateCode(code)),
  });
  // The interface is evaluated from the first key or touch on: someone typing may be about to
  // unlock. Until then the locked calculator runs no React (warmIsland).
  const warm = () => void warmIsland(calculator);
  onWindow('keydown', warm, { once: true });
  main.addEventListener('pointerdown', warm, { once: true });
  // Keys pressed while this script loaded (index.html's inline recorder), in this same task: none
  // is lost and none counts twice.
  const early = takeEarlyInput();
  calculator.replay(early);
  if (early.length) warm();
  // The user's language (a tiny precached file) and the public content file, when they arrive.
  if (language !== DEFAULT_LANGUAGE) {
    void loadCalculatorTable(language).then(
      (table) =>
        table && calculator.setStrings((key, values) => translateCalculator(table, key, values)),
    );
  }
  void loadContent().then((content) => {
    unlockCode = content.codes.unlock;
    calculator.setContent(content);
  });
  return calculator;
}

async function start(): Promise<void> {
  if (import.meta.env.DEV) {
    // In development MSW's worker is the API; the PWA worker is off (two workers cannot share /).
    const { worker } = await import('../../mock-api/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
  const root = pageElement('root');
  if (!root) throw new Error('missing #root');
  const path = location.pathname;
  const calculator = CALCULATOR_PATHS.has(path) ? startCalculator(root) : null;
  if (path !== '/') {
    if (!calculator) {
      // /landing and not found: the calculator's markup is not theirs to show (nor are presses
      // on it).
      takeEarlyInput();
      root.replaceChildren();
    }
    // React pages. /home and /settings show the calculator while locked: the painted one works
    // until React takes over, which starts where it stands (a press made meanwhile is kept).
    void island().then((m) => {
      if (calculator) m.adoptVanillaCalculator(calculator);
      m.mountApp();
    });
  }
  afterFirstPaint(() => {
    if (import.meta.env.PROD) void import('./pwa').then((m) => m.registerServiceWorker());
    // The KDF worker loads and compiles its libsodium in its own thread, so the first unlock does
    // not wait for it. This thread's libsodium loads at the end of the island's warm-up.
    void import('../vault/crypto').then((m) => m.prefetchCrypto());
    // The locked work, each step in its own idle task and none of it React's DOM: the panic's
    // action first, then what shows the interface when only it can show something (on "/"), then
    // the watchers and triggers that may raise the panic. A check-in deadline that passed fires the
    // alarm, and sleep mode logs this opening of the app; Ctrl+Shift+S, and the shake and voice
    // triggers where they are on, work on the calculator too.
    void inIdleSteps([
      () => import('./panicWiring').then((m) => m.wirePanicActions()),
      // Where the vault exists, the KDF worker readies Argon2id's memory for the first unlock.
      () =>
        calculator
          ? import('../vault/unlock/unlockWarmUp').then((m) => m.warmUnlock())
          : Promise.resolve(),
      () =>
        path === '/' && calculator
          ? import('./lockedUi').then((m) => m.showIslandWhenNeeded(() => showIsland(calculator)))
          : Promise.resolve(),
      () => import('../features/emergency/startup').then((m) => m.startLockedWatchers()),
      () => import('../features/triggers').then((m) => m.startLockedTriggers(language)),
      // A server-account deletion an offline emergency wipe could not send goes now (or when
      // online).
      () => import('../sync/account/pendingDeletions').then((m) => m.startPendingDeletions()),
    ]);
    // The React pages already load the island; what follows it (the shell, libsodium) too.
    if (path !== '/') warmIsland(calculator);
  });
}

/** Loads the island over the locked calculator and mounts it (the SOS sheet, a toast, an update). */
function showIsland(calculator: VanillaCalculator): void {
  void island().then((m) => {
    m.adoptVanillaCalculator(calculator);
    m.mountApp();
  });
}

let warming: Promise<void> | null = null;

/**
 * Evaluates the island, bottom-up, one library per idle task (ISLAND_WARM_UP), so that no task is
 * long enough to hold up a key press; then the safety interface and last this thread's libsodium
 * (about 90 ms to load here, of which about 30 in one task: the rest compiles off this thread), so
 * that unlocking is immediate. It starts at the first key or touch, not at load: on a calculator
 * nobody types on, React's DOM (one task of 30-100 ms here, being one CommonJS module) never runs.
 * A code typed meanwhile imports whatever is left at once (`onSecret`).
 */
function warmIsland(calculator: VanillaCalculator | null): Promise<void> {
  warming ??= inIdleSteps(ISLAND_WARM_UP)
    .then(island)
    .then((m) => calculator && m.adoptVanillaCalculator(calculator))
    // The island could not load (a code imports it again): what follows needs no React.
    .catch(() => undefined)
    .then(() =>
      inIdleSteps([
        () => import('../shell/SafetyShell'),
        () => import('../vault/crypto').then((m) => m.loadSodiumCrypto()),
      ]),
    );
  return warming;
}

/**
 * The island's libraries, bottom-up: each import evaluates one of them (its own chunk) in its own
 * idle task, before `island()` evaluates the interface on top of them.
 */
const ISLAND_WARM_UP: readonly (() => Promise<unknown>)[] = [
  () => import('react'),
  () => import('react-dom'),
  () => import('react-dom/client'),
  () => import('react-router'),
  () => import('zustand'),
  () => import('../i18n/warmUp').then((m) => inIdleSteps(m.I18N_LIBRARIES)),
  // The interface's texts start loading (each namespace arrives in its own task).
  () => import('../i18n/i18n').then((m) => m.initI18n()),
  // The first use of Intl's dates (the region guess) loads ICU's data: a task of its own.
  () => import('../features/country/countryStore'),
  () => import('../features/emergency'),
  () => import('./App'),
];

void start();
