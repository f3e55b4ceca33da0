// Keyword-driven canned answers for the safety check, the AI assistant and the companion chat.
import type { RiskLevel } from './contract';
import { riskLevelOf, type CompanionLanguage } from './companion/keywords';
import { intentsOf, type Intent } from './companion/intents';
import { findScam } from './companion/scamPatterns';

/** The spec's keywords (§5) in the 12 languages' lists (companion/keywords.ts). */
export function classifyRisk(text: string, language: CompanionLanguage | null = null): RiskLevel {
  return riskLevelOf(text, language);
}

const SAFETY_RESULTS: Record<RiskLevel, string> = {
  high:
    'This sounds serious. If you or someone else is in immediate danger, contact emergency ' +
    'services now (999, 112 or 911 depending on your country) and reach out to someone you trust.',
  medium:
    'Some signs of risk were noted. Consider moving to a safe place, tell a trusted contact ' +
    'where you are, and keep your phone charged and close.',
  low:
    'No immediate warning signs were found. Stay aware of your surroundings and trust your ' +
    'instincts; your emergency tools are one tap away if anything changes.',
};

export function safetyCheckResult(level: RiskLevel): string {
  return SAFETY_RESULTS[level];
}

/**
 * The safety check: a known scam pattern (phone number, link or phrase: companion/scamPatterns.ts)
 * is high risk with its reason; otherwise the risk keywords decide.
 */
export function safetyCheck(
  query: string,
  language: CompanionLanguage | null = null,
): { result: string; riskLevel: RiskLevel } {
  const scam = findScam(query);
  if (scam) {
    return {
      riskLevel: 'high',
      result:
        `This looks like a scam: ${scam.reason}. Do not pay, share codes or personal details, ` +
        'or call back. If you feel threatened, contact emergency services (999, 112 or 911).',
    };
  }
  const riskLevel = classifyRisk(query, language);
  return { riskLevel, result: SAFETY_RESULTS[riskLevel] };
}

interface Topic {
  words: readonly string[];
  advice: string;
}

const ASSISTANT_TOPICS: readonly Topic[] = [
  {
    words: ['follow', 'stalk'],
    advice:
      'If you think you are being followed, head for a busy, well-lit place such as a shop, ' +
      'change direction, call someone you trust and keep your location sharing on.',
  },
  {
    words: ['date', 'meet', 'stranger'],
    advice:
      'Before meeting someone new, tell a friend where and when, meet in a public place, arrange ' +
      'your own transport and schedule a check-in.',
  },
  {
    words: ['home', 'partner', 'domestic'],
    advice:
      'If you do not feel safe at home, plan a way out, keep important documents and a charged ' +
      'phone ready, and contact a domestic abuse helpline for confidential support.',
  },
  {
    words: ['walk', 'night', 'alone'],
    advice:
      'When walking alone at night, stick to lit routes, keep one ear free, share your live ' +
      'location and set a check-in timer so someone knows if you do not arrive.',
  },
  {
    words: ['online', 'scam', 'password', 'message'],
    advice:
      'Online, never share codes or passwords, verify who you are talking to through another ' +
      'channel, and keep screenshots of anything threatening as evidence.',
  },
];

const ASSISTANT_DEFAULT =
  'Trust your instincts. Keep your emergency contacts up to date, share your location with ' +
  'someone you trust when you feel unsure, and use the check-in timer for risky moments.';

export function assistantReply(query: string, language: CompanionLanguage | null = null): string {
  const level = classifyRisk(query, language);
  if (level === 'high') return SAFETY_RESULTS.high;
  const lower = query.toLowerCase();
  const topic = ASSISTANT_TOPICS.find((t) => t.words.some((word) => lower.includes(word)));
  const advice = topic?.advice ?? ASSISTANT_DEFAULT;
  return level === 'medium'
    ? `${advice} If the situation feels dangerous, move somewhere safe and call for help.`
    : advice;
}

const COMPANION_REPLIES: Record<RiskLevel, string> = {
  high:
    'I am really glad you told me. Your safety matters most right now: please contact emergency ' +
    'services (999, 112 or 911) or a crisis line such as 988 or Samaritans 116 123. You do not ' +
    'have to go through this alone.',
  medium:
    'That sounds frightening, and it is okay to feel this way. Are you somewhere safe right now? ' +
    'If you can, let someone you trust know where you are.',
  low: 'Thank you for sharing that with me. I am here to listen. How are you feeling right now?',
};

/** One sentence per recognised request or feeling; none suggests facing the abuser. */
const INTENT_REPLIES: Record<Intent, string> = {
  shelter:
    'If you need a safe place to stay, a domestic abuse helpline can look for a refuge space ' +
    'with you, often the same day, and the call is confidential.',
  police:
    'You can call the police on the emergency number at any time. If you cannot speak, stay on ' +
    'the line: the Country tab explains silent calls where your country has them.',
  legal:
    'Free legal advice exists for protection orders, custody and housing: a domestic abuse ' +
    'helpline can put you in touch with it.',
  talk: 'I am here to listen, and trained people at a helpline are there to talk any time, day or night.',
  sad: 'It makes sense to feel this way after what you are going through. Your feelings matter.',
};

const GREETING = 'Hi, I am here with you.';

/**
 * The reference companion (docs/ARCHITECTURE.md, "The companion"): risk first (high: emergency
 * numbers; medium: is the person safe), then one answer per recognised request or feeling, else a
 * listening reply; a first calm message is greeted. It never advises confronting anyone.
 */
export function companionReply(
  message: string,
  historyLength: number,
  language: CompanionLanguage | null = null,
): string {
  const level = classifyRisk(message, language);
  const intents = intentsOf(message, language);
  const parts: string[] = [];
  if (level !== 'low') parts.push(COMPANION_REPLIES[level]);
  for (const intent of intents) parts.push(INTENT_REPLIES[intent]);
  if (parts.length === 0) parts.push(COMPANION_REPLIES.low);
  if (historyLength === 0 && level === 'low') parts.unshift(GREETING);
  return parts.join(' ');
}
