import type { Position } from '../../../platform/device/geolocation';

/**
 * The SOS alert's text (pure): the user's message, where they are, and when. It goes into sms:,
 * mailto: and wa.me links, so it is plain text: one idea per line, the maps link on its own so
 * every messaging app makes it tappable, and no markup.
 */
export interface SosMessageTexts {
  /** Used when the user has not written a custom message. */
  defaultMessage: string;
  /** "My location: {link} (accurate to about {accuracy} m)". */
  location: (link: string, accuracy: string) => string;
  locationUnavailable: string;
  /** "Time: {time}". */
  time: (time: string) => string;
  /** "Follow my location live: {link}" (live location, when she shares it). */
  live?: (link: string) => string;
}

export const ENGLISH_TEXTS: SosMessageTexts = {
  defaultMessage: 'I need help.',
  location: (link, accuracy) => `My location: ${link} (accurate to about ${accuracy} m)`,
  locationUnavailable: 'Location unavailable',
  time: (time) => `Time: ${time}`,
  live: (link) => `Follow my location live: ${link}`,
};

/** "51.507351,-0.127758": six decimals (about 10 cm), always with a dot, never localised. */
export function formatCoordinates(position: Pick<Position, 'lat' | 'lng'>): string {
  return `${position.lat.toFixed(6)},${position.lng.toFixed(6)}`;
}

export function mapsLink(position: Pick<Position, 'lat' | 'lng'>): string {
  return `https://maps.google.com/?q=${formatCoordinates(position)}`;
}

/** Whole metres, in the language's digits ("12", "١٢"). */
export function formatAccuracy(accuracy: number, language: string): string {
  const metres = Number.isFinite(accuracy) ? Math.max(1, Math.round(accuracy)) : 0;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(metres);
}

/** Date, time and time zone ("1 Mar 2026, 10:00 GMT"): the reader may be elsewhere. */
export function formatAlertTime(at: number, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(at);
}

export interface SosMessageInput {
  /** The custom emergency message; blank means the default. */
  customMessage: string | null | undefined;
  position: Position | null;
  /** When the alert was raised (ms since epoch). */
  at: number;
  /** The interface language (BCP 47), for the time and numbers. */
  language: string;
  timeZone?: string;
  texts?: SosMessageTexts;
  /** The live-location link while she shares it (src/features/emergency/location). */
  liveLink?: string | null;
}

export function composeSosMessage(input: SosMessageInput): string {
  const texts = input.texts ?? ENGLISH_TEXTS;
  const message = input.customMessage?.trim() || texts.defaultMessage;
  const where = input.position
    ? texts.location(
        mapsLink(input.position),
        formatAccuracy(input.position.accuracy, input.language),
      )
    : texts.locationUnavailable;
  const when = texts.time(formatAlertTime(input.at, input.language, input.timeZone));
  const live = input.liveLink && texts.live ? [texts.live(input.liveLink)] : [];
  return [message, where, ...live, when].join('\n');
}
