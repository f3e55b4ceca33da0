import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { LandingPage, NotFoundPage } from '../disguise/pages';
import { useSosSheet } from '../features/emergency';
import { useCalculatorStrings } from '../disguise/reactScreen';
import { Disguised } from './Disguised';
import { LockedRoute } from './LockedRoute';
import { wirePanicActions } from './panicWiring';
import { RequireUser } from './RequireUser';
import { CALCULATOR_PATHS, PATHS } from './paths';
import { UpdatePrompt } from './UpdatePrompt';
import { onLock, useSession } from '../session';
import { useToastStore } from '../ui/toast/toastStore';
import { onWindow, setPageTitle } from '../platform/page/page';

// A toast may quote what the user kept (a saved entry, a contact): locking clears it too.
onLock(() => useToastStore.setState({ current: null }));

const SosSheet = lazy(() =>
  import('../features/emergency/sheet').then((m) => ({ default: m.SosSheet })),
);

// The panic's action and evidence capture (lazy chunks). On the calculator they are registered
// at idle (main.ts), before the interface loads; the React pages that start elsewhere get them here.
wirePanicActions();

// The restore page (issue 28) is its own chunk: nothing of it loads with the calculator.
const RestorePage = lazy(() => import('../features/backup/RestorePage'));
const Toaster = lazy(() => import('../ui/toast/Toaster').then((m) => ({ default: m.Toaster })));

export const PAGE_TITLE = 'Calculator';

export function App() {
  const t = useCalculatorStrings();
  const sosOpen = useSosSheet((s) => s.open);
  useEffect(() => {
    // The tab title never changes, whatever is on screen (a safety screen must not show there).
    setPageTitle(PAGE_TITLE);
  }, []);
  useEffect(() => {
    // Back or Forward to a page that is not the interface (/landing, not found) locks at once. The
    // router renders that page in a transition, and LockedRoute locks only once it commits: a quick
    // Back to / superseded it, and the interface stayed open (seen in the routes browser test).
    const onPop = () => {
      if (!CALCULATOR_PATHS.has(location.pathname) && useSession.getState().status === 'unlocked') {
        useSession.getState().lock();
      }
    };
    return onWindow('popstate', onPop);
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
          path={PATHS.restore}
          element={
            <LockedRoute>
              <Suspense fallback={null}>
                <RestorePage />
              </Suspense>
            </LockedRoute>
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
