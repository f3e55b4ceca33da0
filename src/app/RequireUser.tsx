import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { LandingPage } from '../disguise/pages';
import { useAuth } from './authStore';

/** /home and /settings are for signed-in users; visitors (or while loading) see the landing page. */
export function RequireUser({ children }: { children: ReactNode }) {
  const status = useAuth((s) => s.status);
  const check = useAuth((s) => s.check);
  useEffect(() => {
    void check();
  }, [check]);
  if (status === 'signedIn') return children;
  if (status === 'signedOut') return <Navigate to="/landing" replace />;
  return <LandingPage />;
}
