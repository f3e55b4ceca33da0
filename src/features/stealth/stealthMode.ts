import { useEffect } from 'react';
import { clearAppBadge } from '../../platform/page/badge';
import { onHidden } from '../../platform/page/visibility';
import { setPageTitle } from '../../platform/page/page';
import { useMeta, writeMeta, type MetaValues } from '../../vault';
import { useSession } from '../../session';

/** The disguise's title, whatever stealth mode says (docs/ARCHITECTURE.md). */
export const PAGE_TITLE = 'Calculator';

const STEALTH_OFF: MetaValues['stealth'] = { enabled: false };

/**
 * Saves the stealth setting. Turning it on clears the app badge; either way the title stays
 * "Calculator" (the disguise never changes it, so "off" has nothing to reverse).
 */
export async function setStealthMode(enabled: boolean): Promise<void> {
  await writeMeta('stealth', { enabled });
  setPageTitle(PAGE_TITLE);
  if (enabled) await clearAppBadge();
}

/** The saved stealth setting (off while locked or loading). */
export function useStealthEnabled(): boolean {
  return useMeta('stealth', STEALTH_OFF).enabled;
}

/**
 * Stealth mode at work, for the shell to mount while the interface is open: when it is on, the
 * badge is kept clear and the interface locks as soon as the app leaves the screen.
 */
export function useStealthMode(): boolean {
  const enabled = useStealthEnabled();
  const lock = useSession((s) => s.lock);
  useEffect(() => {
    if (!enabled) return;
    void clearAppBadge();
    return onHidden(() => {
      setPageTitle(PAGE_TITLE);
      lock();
    });
  }, [enabled, lock]);
  return enabled;
}
