/**
 * The risk level card (spec §5 Risk keywords): high if any high keyword appears, otherwise medium if
 * any medium keyword does, otherwise low. Keywords match as whole words or phrases, case-insensitive,
 * so "die" does not match "diet" nor "kill" match "skill".
 */
export type RiskLevel = 'low' | 'medium' | 'high';

export const HIGH_RISK_KEYWORDS = [
  'suicide',
  'kill',
  'weapon',
  'die',
  'end it all',
  'emergency',
] as const;
export const MEDIUM_RISK_KEYWORDS = [
  'hurt',
  'scared',
  'violence',
  'abuse',
  'dangerous',
  'trapped',
] as const;

function mentions(text: string, keyword: string): boolean {
  const words = keyword.split(' ').join('\\s+');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${words}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

export function assessRisk(text: string): RiskLevel {
  if (HIGH_RISK_KEYWORDS.some((keyword) => mentions(text, keyword))) return 'high';
  if (MEDIUM_RISK_KEYWORDS.some((keyword) => mentions(text, keyword))) return 'medium';
  return 'low';
}
