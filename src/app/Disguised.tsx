import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CalculatorScreen, useContent, useCalculatorStrings } from '../disguise/reactScreen';
import type { GateAction } from '../disguise/code';
import { preloadableLazy } from '../ui/preloadableLazy';
import { useSession } from '../session';
import { afterFirstPaint } from './idle';
import { PATHS } from './paths';
import { runSecretAction } from './secretAction';
import { useIdleLock } from './useIdleLock';

// The shell with its first tab and translations ready (shellReady), so that it paints in the render
// that unlocks instead of behind a Suspense fallback.
const SafetyShell = preloadableLazy(() =>
  import('../shell/SafetyShell').then(async (m) => {
    await m.shellReady();
    return m;
  }),
);

/**
 * Called on the key that completes a code, by the React calculator and the first screen's vanilla
 * one (island.tsx) alike: the shell's chunk, its translations and its first tab get ready while the
 * key is derived. Without it the unlock render suspends and React holds the interface back for its
 * 300 ms reveal throttle.
 */
export function prepareShell(): void {
  void SafetyShell.preload().catch(() => undefined);
}
/** The key that completes a possible custom code: the vault derives its key ahead of "=". */
function speculate(code: string): void {
  void import('../vault').then((m) => m.speculateCode(code));
}
// Preloaded (chunk and translations) once the interface is on screen, so the footer's Settings
// button opens the page in one render.
const SettingsPage = preloadableLazy(() =>
  import('../features/settings').then(async (m) => {
    await m.settingsReady().catch(() => undefined);
    return { default: m.SettingsPage };
  }),
);

export type DisguisedView = 'interface' | 'settings';

/** The calculator until a secret code is typed; then the safety interface (or settings). */
export function Disguised({ view }: { view: DisguisedView }) {
  const status = useSession((s) => s.status);
  const unlock = useSession((s) => s.unlock);
  const content = useContent();
  const t = useCalculatorStrings();
  useIdleLock(status === 'unlocked');
  const navigate = useNavigate();
  const wasUnlocked = useRef(false);
  useEffect(() => {
    // Locked while on the settings page (idle, stealth): the calculator returns under its own path.
    if (wasUnlocked.current && status === 'locked' && view === 'settings') {
      void navigate(PATHS.home, { replace: true });
    }
    wasUnlocked.current = status === 'unlocked';
  }, [status, view, navigate]);

  useEffect(() => {
    if (status !== 'unlocked' || view !== 'interface') return;
    afterFirstPaint(() => void SettingsPage.preload().catch(() => undefined));
  }, [status, view]);

  const onSecret = useCallback(
    (action: GateAction) => runSecretAction(action, content.codes.unlock, t, unlock, prepareShell),
    [t, unlock, content.codes.unlock],
  );

  if (status === 'locked') {
    return <CalculatorScreen content={content} onSecret={onSecret} onCandidate={speculate} />;
  }
  return (
    <Suspense
      fallback={
        <p className="shell-loading" role="status" aria-busy="true">
          {t('loadingTranslations')}
        </p>
      }
    >
      {view === 'settings' ? <SettingsPage /> : <SafetyShell codes={content.codes} />}
    </Suspense>
  );
}
