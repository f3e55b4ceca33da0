// Keyword-driven canned answers for the safety check, the AI assistant and the companion chat.
import type { RiskLevel } from './contract';
import { riskLevelOf, type CompanionLanguage } from './companion/keywords';

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

export function assistantReply(query: string): string {
  const level = classifyRisk(query);
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

export function companionReply(message: string, historyLength: number): string {
  const reply = COMPANION_REPLIES[classifyRisk(message)];
  return historyLength === 0 && classifyRisk(message) === 'low'
    ? `Hi, I am here with you. ${reply}`
    : reply;
}
