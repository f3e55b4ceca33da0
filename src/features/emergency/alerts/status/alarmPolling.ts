import type { Alarm } from '../../../../../api/contract';

/**
 * When the deliveries of an alarm stop changing, so polling can stop: every delivery delivered or
 * failed; or, half an hour after the alarm, nothing queued any more (a `sent` may never become
 * `delivered`: not every provider confirms). An alarm with no deliveries yet is not settled
 * before then: the server may still be writing them.
 */
export const POLL_MS = 2_000;
export const SETTLE_AFTER_MS = 30 * 60_000;

export function alarmSettled(alarm: Alarm, now: number): boolean {
  const { deliveries } = alarm;
  if (
    deliveries.length > 0 &&
    deliveries.every((d) => d.status === 'delivered' || d.status === 'failed')
  ) {
    return true;
  }
  const created = Date.parse(alarm.createdAt);
  const old = Number.isFinite(created) && now - created > SETTLE_AFTER_MS;
  return old && !deliveries.some((d) => d.status === 'queued');
}
