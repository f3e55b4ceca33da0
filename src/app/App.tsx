import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { LandingPage } from '../disguise/LandingPage';
import { NotFoundPage } from '../disguise/NotFoundPage';
import { registerEvidenceCapture, registerPanicHandler, useSosSheet } from '../features/emergency';
import { useCalculatorStrings } from '../disguise/strings';
import { Disguised } from './Disguised';
import { LockedRoute } from './LockedRoute';
import { RequireUser } from './RequireUser';
import { PATHS } from './paths';
import { UpdatePrompt } from './UpdatePrompt';
import { onLock } from '../vault/session';
import { useToastStore } from '../ui/toast/toastStore';

// A toast may quote what the user kept (a saved entry, a contact): locking clears it too.
onLock(() => useToastStore.setState({ current: null }));

const SosSheet = lazy(() =>
  import('../features/emergency/sheet').then((m) => ({ default: m.SosSheet })),
);

// The panic code (123#), the duress code, triggers and the check-in timer all end here; the action
// itself (position, SOS links, capture) is a lazy chunk, so it costs nothing until it is needed.
registerPanicHandler((source) =>
  import('../features/emergency/panicAction').then((m) => m.runPanicAction(source)),
);

// Evidence capture on panic: recorder, vault media and libsodium load only when the alarm is raised.
// Ctrl+Shift+S records audio only; the alarm records video where the camera is allowed.
registerEvidenceCapture((source) =>
  import('../features/evidence/panicCapture')
    .then((m) => m.capturePanicEvidence(source === 'keyboard'))
    .then(() => undefined),
);

const Toaster = lazy(() => import('../ui/toast/Toaster').then((m) => ({ default: m.Toaster })));

export const PAGE_TITLE = 'Calculator';

export function App() {
  const t = useCalculatorStrings();
  const sosOpen = useSosSheet((s) => s.open);
  useEffect(() => {
    // The tab title never changes, whatever is on screen (a safety screen must not show there).
    document.title = PAGE_TITLE;
  }, []);
  return (
    <>
      <Routes>
        <Route path={PATHS.interface} element={<Disguised view="interface" />} />
        <Route
          path={PATHS.landing}
          element={
            <LockedRoute>
              <LandingPage />
            </LockedRoute>
          }
        />
        <Route
          path={PATHS.home}
          element={
            <RequireUser>
              <Disguised view="interface" />
            </RequireUser>
          }
        />
        <Route
          path={PATHS.settings}
          element={
            <RequireUser>
              <Disguised view="settings" />
            </RequireUser>
          }
        />
        <Route
          path="*"
          element={
            <LockedRoute>
              <NotFoundPage />
            </LockedRoute>
          }
        />
      </Routes>
      <UpdatePrompt />
      {sosOpen && (
        <Suspense fallback={null}>
          <SosSheet />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <Toaster label={t('notifications')} closeLabel={t('close')} />
      </Suspense>
    </>
  );
}
