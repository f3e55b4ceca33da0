import type { AlarmPosition } from '../../../../../api/contract';
import type { PositionResult } from '../../../../platform/device/geolocation';

/**
 * How long an alarm or a deadline waits for its position before it is sent without one. The
 * server keeps the first post of an alarm's id, so a position that came after it would be lost;
 * contacts are better alerted 5 s sooner without one than later with one (the fix itself times
 * out after 5 s, but an unanswered permission prompt would hold it back without limit).
 */
export const POSITION_WAIT_MS = 5_000;

export function toAlarmPosition(fix: PositionResult | null): AlarmPosition | undefined {
  if (!fix?.ok) return undefined;
  const { lat, lng, accuracy } = fix.position;
  return Number.isFinite(accuracy) ? { lat, lng, accuracy } : { lat, lng };
}
