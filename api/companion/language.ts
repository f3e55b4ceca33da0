// Which language the companion and the assistant answer in: the body's `language` when it is one
// of the app's 12 (the client sends its UI language), else the first of the 12 the browser's
// Accept-Language names, else English. Region subtags are dropped ("pt-BR" is pt), and the
// ISO 639-3 code of Kurmanji (kmr) is the app's ku.
import { isCompanionLanguage, type CompanionLanguage } from '../../common/companion';

function primaryLanguage(tag: string): CompanionLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = primary === 'kmr' ? 'ku' : primary;
  return isCompanionLanguage(code) ? code : null;
}

/** The body's language, when it names one of the 12; it also picks the keyword lists to read. */
export function bodyLanguage(value: unknown): CompanionLanguage | null {
  return typeof value === 'string' ? primaryLanguage(value) : null;
}

/** The best of the 12 in an Accept-Language header (highest q first, then header order). */
export function acceptedLanguage(header: string | undefined): CompanionLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = primaryLanguage(entry.tag);
    if (language) return language;
  }
  return null;
}

export function replyLanguage(
  body: CompanionLanguage | null,
  acceptLanguage: string | undefined,
): CompanionLanguage {
  return body ?? acceptedLanguage(acceptLanguage) ?? 'en';
}
