import { useEffect, useState } from 'react';
import '../../../../ui/panel.css';
import { openVaultMode } from '../../../../session';
import { AlertDeliveries } from './AlertDeliveries';
import { KEEP_ALARM_MS, loadAlertsQueue, useAlertsQueue } from '../send';

/**
 * The Emergency tab's view of the latest alarm this phone raised through the server (the last
 * day's), so she can see who was reached after the sheet is closed. Never in the decoy.
 */
export function RecentAlertDeliveries() {
  const latest = useAlertsQueue((queue) => queue.alarms.at(-1));
  const [shownAt] = useState(() => Date.now());
  useEffect(() => {
    void loadAlertsQueue().catch(() => undefined);
  }, []);
  if (!latest || openVaultMode() === 'decoy') return null;
  if (shownAt - latest.raisedAt > KEEP_ALARM_MS) return null;
  return <AlertDeliveries alarm={latest} hideNames={false} className="panel-section" />;
}
