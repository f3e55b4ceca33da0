// The words of an alert: the person's own emergency message, then the time, a maps link, the
// contact's page and the stop link, framed in her language (texts/<lng>.json). Plain text, one
// idea per line, so it reads the same in a mail, an SMS and a notification.
import type { AlarmKind, AlarmPosition } from '../contract';
import ar from './texts/ar.json';
import de from './texts/de.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fa from './texts/fa.json';
import fr from './texts/fr.json';
import it from './texts/it.json';
import ku from './texts/ku.json';
import nl from './texts/nl.json';
import pt from './texts/pt.json';
import tr from './texts/tr.json';
import ur from './texts/ur.json';

export type AlertTexts = typeof en;
export const ALERT_TEXTS: Record<string, AlertTexts> = {
  ar,
  de,
  en,
  es,
  fa,
  fr,
  it,
  ku,
  nl,
  pt,
  tr,
  ur,
};

export const textsFor = (language: string): AlertTexts => ALERT_TEXTS[language] ?? en;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The same maps link the phone's own SOS message carries (src/features/emergency/sos/sosMessage.ts). */
export const mapsLink = (p: AlarmPosition) =>
  `https://maps.google.com/?q=${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

export interface AlertInput {
  kind: AlarmKind;
  message: string;
  language: string;
  createdAt: string;
  position: AlarmPosition | null;
  /** Her live location page for this contact, while she shares (issue 26); else null. */
  liveLink: string | null;
  /** Minutes since the first contacts were alerted, for a backup contact; else null. */
  backupMinutes: number | null;
  pageLink: string;
  stopLink: string;
}

export interface AlertWords {
  subject: string;
  text: string;
  pushTitle: string;
  pushBody: string;
}

export function composeAlert(input: AlertInput): AlertWords {
  const t = textsFor(input.language);
  const time = new Intl.DateTimeFormat(input.language === 'ku' ? 'en-GB' : input.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(input.createdAt));
  const where = input.position
    ? [
        fill(t.location, { link: mapsLink(input.position) }),
        ...(input.position.accuracy !== undefined
          ? [fill(t.accuracy, { metres: String(input.position.accuracy) })]
          : []),
      ]
    : [t.noLocation];
  if (input.liveLink) where.push(fill(t.live, { link: input.liveLink }));
  const context = [
    ...(input.kind === 'checkin' ? [t.checkinLine] : []),
    ...(input.backupMinutes !== null
      ? [fill(t.backupLine, { minutes: String(input.backupMinutes) })]
      : []),
  ];
  const body = [input.message, ...context, fill(t.time, { time }), ...where];
  const text = [
    ...body,
    '',
    fill(t.page, { link: input.pageLink }),
    fill(t.stop, { link: input.stopLink }),
  ].join('\n');
  return {
    subject: t.subject[input.kind],
    text,
    pushTitle: t.pushTitle,
    pushBody: body.join('\n'),
  };
}
