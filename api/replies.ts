// Keyword-driven canned answers for the safety check, the AI assistant and the companion chat.
import type { RiskLevel } from './contract';
import { riskLevelOf, type CompanionLanguage } from './companion/keywords';
import { topicOf } from './companion/assistantTopics';
import { intentsOf } from './companion/intents';
import { findScam } from './companion/scamPatterns';
import { REPLY_TEXTS } from './companion/texts';

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

/**
 * The assistant's answer in `reply` (the user's language): emergency services first for a
 * high-risk question, else the advice for its topic (assistantTopics.ts) or the general advice,
 * with a "move somewhere safe" sentence added for medium-risk words.
 */
export function assistantReply(
  query: string,
  language: CompanionLanguage | null = null,
  reply: CompanionLanguage = language ?? 'en',
): string {
  const texts = REPLY_TEXTS[reply].assistant;
  const level = classifyRisk(query, language);
  if (level === 'high') return texts.high;
  const topic = topicOf(query, language);
  const advice = topic ? texts.topics[topic] : texts.general;
  return level === 'medium' ? `${advice} ${texts.mediumSuffix}` : advice;
}

/**
 * The reference companion (docs/ARCHITECTURE.md, "The companion"): risk first (high: emergency
 * numbers; medium: is the person safe), then one answer per recognised request or feeling, else a
 * listening reply; a first calm message is greeted. `language` picks the keyword lists, `reply`
 * the language of the answer (companion/texts/). It never advises confronting anyone.
 */
export function companionReply(
  message: string,
  historyLength: number,
  language: CompanionLanguage | null = null,
  reply: CompanionLanguage = language ?? 'en',
): string {
  const texts = REPLY_TEXTS[reply];
  const level = classifyRisk(message, language);
  const intents = intentsOf(message, language);
  const parts: string[] = [];
  if (level !== 'low') parts.push(texts.companion[level]);
  for (const intent of intents) parts.push(texts.intents[intent]);
  if (parts.length === 0) parts.push(texts.companion.low);
  if (historyLength === 0 && level === 'low') parts.unshift(texts.greeting);
  return parts.join(' ');
}
