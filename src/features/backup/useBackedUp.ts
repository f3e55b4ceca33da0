import { useEffect, useState } from 'react';
import { backedUpRecordings } from '../../vault';
import { openVaultMode } from '../../session';
import { useCloudUpload } from './uploadLoop';

const NONE: ReadonlySet<string> = new Set();

/**
 * The recordings the server holds all of (every slice acknowledged), read again after each upload
 * and when the list changes. Empty in the decoy and when backup is off.
 */
export function useBackedUp(listKey: string): ReadonlySet<string> {
  const sent = useCloudUpload((s) => s.sent);
  const [done, setDone] = useState<ReadonlySet<string>>(NONE);
  useEffect(() => {
    if (openVaultMode() !== 'real') return;
    let live = true;
    void backedUpRecordings()
      .then((next) => {
        if (live) setDone(next);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [sent, listKey]);
  return done;
}
