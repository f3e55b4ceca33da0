// The check-ins' position text, read for the alarms they carry (browser-safe: MSW runs the routes
// too). The alerts' request bodies are checked by the schemas in common/requests/alerts.ts.
import { LIVE_LINK } from '../../common/requests/alerts';
import type { AlarmPosition } from '../contract';

export { LIVE_LINK };

/** "51.50740,-0.12780" as the check-ins carry it; anything else is no position. */
export function positionOfText(text: string): AlarmPosition | undefined {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}
