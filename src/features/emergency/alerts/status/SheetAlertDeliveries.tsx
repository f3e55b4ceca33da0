import { useEffect } from 'react';
import { AlertDeliveries } from './AlertDeliveries';
import { loadAlertsQueue, useAlertsQueue, markAlarmSafe } from '../send';
import { openVaultMode } from '../../../../session';

/** An alarm belongs to the sheet's opening if raised from this long before it on. */
const SAME_OPENING_MS = 30_000;

interface SheetAlertDeliveriesProps {
  openedAt: number;
  safe: boolean;
  hideNames: boolean;
}

/**
 * The SOS sheet's part of the server alerts: the deliveries of this opening's alarm (none when
 * server alerts are off: then nothing is shown). "I'm Safe" also tells the server, which then
 * cancels the backup contacts' alerts that still wait.
 */
export function SheetAlertDeliveries({ openedAt, safe, hideNames }: SheetAlertDeliveriesProps) {
  const alarm = useAlertsQueue((queue) =>
    queue.alarms.findLast((a) => a.raisedAt >= openedAt - SAME_OPENING_MS),
  );
  // The decoy is a fresh installation: it shows none of the real alarms and cancels none of them.
  const decoy = openVaultMode() === 'decoy';
  const id = decoy ? null : (alarm?.id ?? null);
  useEffect(() => {
    void loadAlertsQueue().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (safe && id !== null) void markAlarmSafe(id).catch(() => undefined);
  }, [safe, id]);
  return alarm && !decoy ? (
    <AlertDeliveries alarm={alarm} hideNames={hideNames} className="sos-block" />
  ) : null;
}
