// The reference safety check's scam patterns (docs/ARCHITECTURE.md, "The companion"). A match
// is high risk: the client shows it as a destructive alert. Conservative on purpose: these are
// the patterns of well-known scams, not a reputation service.

/** Phone numbers whose shape is typical of premium-rate and "one ring" (wangiri) scams. */
const SCAM_PHONE_PREFIXES: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^(\+|00)88[123]/,
    reason: 'an international network number used by "one ring" scams',
  },
  { pattern: /^(\+44|0044|0)9/, reason: 'a UK premium-rate number' },
  { pattern: /^(\+44|0044|0)70/, reason: 'a UK "personal number" that forwards anywhere' },
  { pattern: /^(\+44|0044|0)87[123]/, reason: 'a UK number charged by the minute' },
  { pattern: /^(\+1|001)?900/, reason: 'a North American premium-rate number' },
];

/** Link features common in phishing. */
const SCAM_LINK_SIGNS: readonly { test: (url: URL) => boolean; reason: string }[] = [
  {
    test: (url) => /^\d{1,3}(\.\d{1,3}){3}$/.test(url.hostname),
    reason: 'it points at a bare IP address',
  },
  {
    test: (url) => url.hostname.split('.').some((part) => part.startsWith('xn--')),
    reason: 'its address uses look-alike letters',
  },
  {
    test: (url) => url.username !== '' || url.href.includes('@'),
    reason: 'it hides its real address after an @',
  },
  {
    test: (url) => /(^|\.)(bit\.ly|tinyurl\.com|t\.co|goo\.gl|is\.gd|cutt\.ly)$/.test(url.hostname),
    reason: 'a link shortener hides where it goes',
  },
  {
    test: (url) => /\.(zip|mov|xyz|top|click|loan|gq|tk)$/.test(url.hostname),
    reason: 'its domain ending is common in scams',
  },
  {
    test: (url) =>
      /(paypa1|amaz0n|app1e|g00gle|micros0ft|faceb00k|-verify|-secure|-login|account-update)/.test(
        url.hostname,
      ),
    reason: 'it imitates a well-known brand',
  },
];

/** Phrases of advance-fee, prize, impersonation and romance scams (any case). */
const SCAM_PHRASES: readonly string[] = [
  'gift card',
  'wire transfer',
  'western union',
  'moneygram',
  'bitcoin',
  'crypto',
  'verify your account',
  'account has been suspended',
  'account will be closed',
  'send money',
  'urgent payment',
  'you have won',
  'you won',
  'lottery',
  'inheritance',
  'processing fee',
  'guaranteed return',
  'investment opportunity',
  'click the link',
  'confirm your password',
  'verification code',
  'do not tell anyone',
];

export interface ScamFinding {
  kind: 'phone' | 'link' | 'phrase';
  reason: string;
}

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

/** What in `query` matches a known scam pattern, or null. */
export function findScam(query: string): ScamFinding | null {
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
  const lower = query.toLowerCase();
  const phrase = SCAM_PHRASES.find((p) => lower.includes(p));
  return phrase ? { kind: 'phrase', reason: `it uses the scam phrase "${phrase}"` } : null;
}
