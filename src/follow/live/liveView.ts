import type { LivePosition } from './open';

/** A text of locales/<lng>/follow.json by its key, with values. */
export type LiveTranslate = (key: string, values?: Record<string, unknown>) => string;

export type LiveStatus = 'waiting' | 'live' | 'network' | 'ended' | 'incomplete';

export interface LiveViewState {
  status: LiveStatus;
  positions: readonly LivePosition[];
  skipped: number;
  now: number;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

const SVG = 'http://www.w3.org/2000/svg';
const HOUR = 3_600_000;

/** "12 seconds ago" in the page's language (Intl; English where it has no data for it). */
export function ageInWords(language: string, ms: number): string {
  const format = new Intl.RelativeTimeFormat([language, 'en'], { numeric: 'auto' });
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return format.format(-seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  return format.format(-Math.round(minutes / 60), 'hour');
}

/** A maps page for the position (opened only when the contact presses the link). */
export const mapsUrl = (p: Pick<LivePosition, 'lat' | 'lng'>) =>
  `https://www.openstreetmap.org/?mlat=${p.lat.toFixed(6)}&mlon=${p.lng.toFixed(6)}#map=17/${p.lat.toFixed(6)}/${p.lng.toFixed(6)}`;
export const geoUrl = (p: Pick<LivePosition, 'lat' | 'lng'>) =>
  `geo:${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

/**
 * The trail as an SVG polyline in a 300 × 200 box, north up, drawn from the positions alone (no
 * tile server: nothing is fetched from another host). Longitude is scaled by cos(latitude).
 */
export function trailPoints(positions: readonly Pick<LivePosition, 'lat' | 'lng'>[]): string {
  if (positions.length === 0) return '';
  const mid = positions.reduce((sum, p) => sum + p.lat, 0) / positions.length;
  const k = Math.cos((mid * Math.PI) / 180);
  const xs = positions.map((p) => p.lng * k);
  const ys = positions.map((p) => -p.lat);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const span = Math.max(maxX - minX, (maxY - minY) * 1.5, 1e-6);
  const scale = 260 / span;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return xs
    .map(
      (x, i) =>
        `${(150 + (x - cx) * scale).toFixed(1)},${(100 + (ys[i]! - cy) * scale).toFixed(1)}`,
    )
    .join(' ');
}

export interface LiveView {
  show(state: LiveViewState): void;
}

/** Builds the live page in `root`. */
export function mountLiveView(root: HTMLElement, t: LiveTranslate, language: string): LiveView {
  document.title = t('live.heading');
  const heading = element('h1', { textContent: t('live.heading') });
  const intro = element('p', { className: 'intro', textContent: t('live.intro') });
  const status = element('div', { className: 'status' });
  status.setAttribute('role', 'status');

  const fix = element('dl', { className: 'fix' });
  const row = (label: string) => {
    const dd = element('dd');
    fix.append(element('dt', { textContent: label }), dd);
    return dd;
  };
  const lat = row(t('live.latitude'));
  const lng = row(t('live.longitude'));
  const accuracy = row(t('live.accuracy'));
  const updated = row(t('live.updated'));
  const battery = row(t('live.battery'));
  // Coordinates read left to right in every language (a minus sign stays in front).
  const latText = element('bdi', { dir: 'ltr' });
  const lngText = element('bdi', { dir: 'ltr' });
  lat.append(latText);
  lng.append(lngText);

  const maps = element('a', { className: 'maps', textContent: t('live.openInMaps') });
  maps.target = '_blank';
  maps.rel = 'noopener noreferrer';
  const geo = element('a', { className: 'geo', textContent: t('live.openGeo') });
  const links = element('p', { className: 'links' });
  links.append(maps, geo);

  const figure = element('figure', { className: 'trail' });
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 300 200');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', t('live.trail'));
  const line = document.createElementNS(SVG, 'polyline');
  line.setAttribute('fill', 'none');
  line.setAttribute('stroke', 'currentColor');
  line.setAttribute('stroke-width', '3');
  line.setAttribute('stroke-linejoin', 'round');
  const dot = document.createElementNS(SVG, 'circle');
  dot.setAttribute('r', '6');
  dot.setAttribute('fill', 'currentColor');
  svg.append(line, dot);
  figure.append(
    svg,
    element('figcaption', { textContent: `${t('live.trail')}. ${t('live.trailNote')}` }),
  );

  const skipped = element('p', { className: 'skipped' });
  const details = element('div', { className: 'details' });
  details.append(fix, links, figure);
  root.replaceChildren(heading, intro, status, details, skipped);

  return {
    show({ status: state, positions, skipped: skippedCount, now }) {
      const latest = state === 'live' || state === 'network' ? positions.at(-1) : undefined;
      const ended = state === 'ended' || state === 'incomplete';
      intro.hidden = ended;
      status.dataset.tone = state === 'live' ? 'on' : state === 'waiting' ? '' : 'problem';
      const lines =
        state === 'ended'
          ? [t('live.ended'), t('live.endedHelp')]
          : state === 'incomplete'
            ? [t('status.incomplete'), t('status.incompleteHelp')]
            : state === 'network'
              ? [t('live.network')]
              : !latest
                ? [t('live.waiting')]
                : [];
      status.replaceChildren(...lines.map((text) => element('p', { textContent: text })));
      status.hidden = lines.length === 0;

      details.hidden = !latest;
      skipped.hidden = ended || skippedCount === 0;
      skipped.textContent = t('live.skipped', { count: skippedCount });
      if (!latest) {
        // Ended: nothing of where she was stays on the page, not even hidden.
        for (const text of [latText, lngText, accuracy, updated, battery]) text.textContent = '';
        maps.removeAttribute('href');
        geo.removeAttribute('href');
        line.setAttribute('points', '');
        return;
      }
      latText.textContent = latest.lat.toFixed(5);
      lngText.textContent = latest.lng.toFixed(5);
      accuracy.textContent = t('live.accuracyValue', { metres: Math.round(latest.acc) });
      updated.textContent = ageInWords(language, now - latest.t);
      battery.textContent =
        latest.bat === null
          ? t('live.batteryUnknown')
          : t('live.batteryValue', { percent: latest.bat });
      maps.href = mapsUrl(latest);
      geo.href = geoUrl(latest);
      const hour = positions.filter((p) => p.t >= latest.t - HOUR);
      const points = trailPoints(hour);
      line.setAttribute('points', points);
      const last = points.split(' ').at(-1)?.split(',') ?? ['150', '100'];
      dot.setAttribute('cx', last[0] ?? '150');
      dot.setAttribute('cy', last[1] ?? '100');
    },
  };
}
