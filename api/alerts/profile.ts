// The check-in deadline's body, checked here because its window depends on the server's clock
// (browser-safe: MSW runs the routes too). The profile's is common/requests/alerts.ts.
import * as v from 'valibot';
import {
  alarmPosition,
  clientIdAt,
  liveLink,
  LIVE_LINK,
  PROFILE_LIMITS,
  PUSH_ENDPOINT_CHARS,
} from '../../common/requests/alerts';
import type { AlarmPosition, DeadlineRequest } from '../contract';
import { ValidationError, type JsonObject } from '../validate';

export { LIVE_LINK };

export const ALERT_LIMITS = {
  ...PROFILE_LIMITS,
  /** A deadline further ahead than this is refused (the longest timer is 60 minutes). */
  deadlineHours: 24,
  endpointChars: PUSH_ENDPOINT_CHARS,
} as const;

/** `value` as `schema` reads it, or its first problem as a ValidationError naming `field`. */
function fieldOf<S extends v.GenericSchema>(schema: S, value: unknown, field: string) {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ValidationError(result.issues[0].message, field);
  return result.output as v.InferOutput<S>;
}

const clientId = (value: unknown, field: string): string =>
  fieldOf(clientIdAt(field), value, field);

const positionOf = (value: unknown): AlarmPosition | undefined =>
  fieldOf(alarmPosition, value, 'position');

/** "51.50740,-0.12780" as the check-ins carry it; anything else is no position. */
export function positionOfText(text: string): AlarmPosition | undefined {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

const liveLinkOf = (value: unknown): string | undefined => fieldOf(liveLink, value, 'liveLink');

export function parseDeadline(body: JsonObject, now: Date): DeadlineRequest {
  const id = clientId(body.id, 'id');
  const dueAt = typeof body.dueAt === 'string' ? new Date(body.dueAt) : null;
  if (!dueAt || Number.isNaN(dueAt.getTime())) {
    throw new ValidationError('"dueAt" must be a date and time (ISO 8601).', 'dueAt');
  }
  if (dueAt.getTime() > now.getTime() + ALERT_LIMITS.deadlineHours * 3_600_000) {
    throw new ValidationError(
      `"dueAt" must be within ${ALERT_LIMITS.deadlineHours} hours.`,
      'dueAt',
    );
  }
  const liveLink = liveLinkOf(body.liveLink);
  return {
    id,
    dueAt: dueAt.toISOString(),
    position: positionOf(body.position),
    ...(liveLink ? { liveLink } : {}),
  };
}
