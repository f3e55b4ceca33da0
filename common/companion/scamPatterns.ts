// The reference safety check's scam patterns (docs/ARCHITECTURE.md, "The companion"). A match
// is high risk: the client shows it as a destructive alert. Conservative on purpose: these are
// the patterns of well-known scams, not a reputation service.
import { findKeyword, type CompanionLanguage } from './keywords';
import { SCAM_PHRASES } from './data/scamPhrases';

/**
 * Why a number or a link looks like a scam; the reply texts (texts/) say it in each language:
 * "one ring" international networks, UK premium-rate, UK "personal" and per-minute numbers, North
 * American premium-rate; a bare IP address, look-alike letters (punycode), a real address hidden
 * after an @, a link shortener, a scam-heavy domain ending, a brand look-alike.
 */
export type ScamReason =
  | 'oneRing'
  | 'ukPremium'
  | 'ukPersonal'
  | 'ukPerMinute'
  | 'naPremium'
  | 'bareIp'
  | 'lookAlike'
  | 'hiddenAt'
  | 'shortener'
  | 'scamDomain'
  | 'brand';

/** Phone numbers whose shape is typical of premium-rate and "one ring" (wangiri) scams. */
const SCAM_PHONE_PREFIXES: readonly { pattern: RegExp; reason: ScamReason }[] = [
  { pattern: /^(\+|00)88[123]/, reason: 'oneRing' },
  { pattern: /^(\+44|0044|0)9/, reason: 'ukPremium' },
  { pattern: /^(\+44|0044|0)70/, reason: 'ukPersonal' },
  { pattern: /^(\+44|0044|0)87[123]/, reason: 'ukPerMinute' },
  { pattern: /^(\+1|001)?900/, reason: 'naPremium' },
];

/** Link features common in phishing. */
const SCAM_LINK_SIGNS: readonly { test: (url: URL) => boolean; reason: ScamReason }[] = [
  {
    test: (url) => /^\d{1,3}(\.\d{1,3}){3}$/.test(url.hostname),
    reason: 'bareIp',
  },
  {
    test: (url) => url.hostname.split('.').some((part) => part.startsWith('xn--')),
    reason: 'lookAlike',
  },
  {
    test: (url) => url.username !== '' || url.href.includes('@'),
    reason: 'hiddenAt',
  },
  {
    test: (url) => /(^|\.)(bit\.ly|tinyurl\.com|t\.co|goo\.gl|is\.gd|cutt\.ly)$/.test(url.hostname),
    reason: 'shortener',
  },
  {
    test: (url) => /\.(zip|mov|xyz|top|click|loan|gq|tk)$/.test(url.hostname),
    reason: 'scamDomain',
  },
  {
    test: (url) =>
      /(paypa1|amaz0n|app1e|g00gle|micros0ft|faceb00k|-verify|-secure|-login|account-update)/.test(
        url.hostname,
      ),
    reason: 'brand',
  },
];

/** `phrase` is the matched phrase as the message wrote it (scamPhrases.ts). */
export type ScamFinding =
  { kind: 'phone' | 'link'; reason: ScamReason } | { kind: 'phrase'; phrase: string };

function asPhone(text: string): string | null {
  const compact = text.replace(/[\s().-]/g, '');
  return /^(\+|00)?\d{6,15}$/.test(compact) ? compact : null;
}

function asUrl(text: string): URL | null {
  const candidate = text.trim();
  if (/\s/.test(candidate) || !/[./]/.test(candidate)) return null;
  try {
    return new URL(/^[a-z]+:\/\//i.test(candidate) ? candidate : `https://${candidate}`);
  } catch {
    return null;
  }
}

/**
 * What in `query` matches a known scam pattern, or null. Phrases are read in `language`'s list and
 * English (every list when the language is unknown), like the risk words.
 */
export function findScam(
  query: string,
  language: CompanionLanguage | null = null,
): ScamFinding | null {
  const phone = asPhone(query);
  if (phone) {
    const match = SCAM_PHONE_PREFIXES.find((p) => p.pattern.test(phone));
    return match ? { kind: 'phone', reason: match.reason } : null;
  }
  const url = asUrl(query);
  if (url) {
    const sign = SCAM_LINK_SIGNS.find((s) => s.test(url));
    if (sign) return { kind: 'link', reason: sign.reason };
  }
  const phrase = findKeyword('scam', SCAM_PHRASES, query, language);
  return phrase ? { kind: 'phrase', phrase: phrase.quote } : null;
}
