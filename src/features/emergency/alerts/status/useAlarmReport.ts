import { useEffect, useState } from 'react';
import type { Alarm } from '../../../../../api/contract';
import { alarmSettled, POLL_MS } from './alarmPolling';
import { getAlarm } from '../alertsApi';
import { isPageVisible, onVisibilityChange } from '../../../../platform/page/visibility';

/**
 * The server's report on an accepted alarm (GET /api/alerts/alarms/:id), asked about every 2 s
 * while the page is visible and the alarm has not settled. Null until the server has answered:
 * nothing is shown that it did not report.
 */
export function useAlarmReport(id: string | null): Alarm | null {
  const [report, setReport] = useState<{ id: string; alarm: Alarm } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    let asking = false;
    const poll = async () => {
      timer = undefined;
      if (!live || !isPageVisible() || asking) return;
      asking = true;
      const answer = await getAlarm(id);
      asking = false;
      if (!live) return;
      if (answer.ok) setReport({ id, alarm: answer.value });
      settled = answer.ok && alarmSettled(answer.value, Date.now());
      if (!settled) timer = setTimeout(() => void poll(), POLL_MS);
    };
    // Hidden, the next tick asks nothing; seen again, it asks at once.
    const onVisibility = () => {
      if (isPageVisible() && !settled && timer === undefined) void poll();
    };
    const stopListening = onVisibilityChange(onVisibility);
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
      stopListening();
    };
  }, [id]);
  return report?.id === id ? report.alarm : null;
}
