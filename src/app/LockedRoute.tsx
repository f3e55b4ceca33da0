import { type ReactNode, useLayoutEffect } from 'react';
import { useSession } from '../session';

/**
 * A route that is not the interface (/landing, the not-found page) locks the vault as it appears.
 * These pages run no idle lock, and history (Back, a link to /) would otherwise bring the interface
 * back without the code. A layout effect, so the interface is never painted behind them.
 */
export function LockedRoute({ children }: { children: ReactNode }) {
  const unlocked = useSession((s) => s.status === 'unlocked');
  const lock = useSession((s) => s.lock);
  useLayoutEffect(() => {
    if (unlocked) lock();
  }, [unlocked, lock]);
  return children;
}
