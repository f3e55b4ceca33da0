// Keyword-driven canned answers for the safety check, the AI assistant and the companion chat.
import type { RiskLevel } from './contract';
import { riskLevelOf, type CompanionLanguage } from '../common/companion';
import { topicOf } from './companion/assistantTopics';
import { intentsOf } from './companion/intents';
import { findScam } from '../common/companion';
import { REPLY_TEXTS } from './companion/texts';

/** The spec's keywords (§5) in the 12 languages' lists (common/companion/). */
export function classifyRisk(text: string, language: CompanionLanguage | null = null): RiskLevel {
  return riskLevelOf(text, language);
}

/**
 * The safety check, in `reply` (the user's language): a known scam pattern (phone number, link or
 * phrase: common/companion/scamPatterns.ts) is high risk with its reason; otherwise the risk keywords
 * decide, and high risk says the same as the assistant's high-risk answer.
 */
export function safetyCheck(
  query: string,
  language: CompanionLanguage | null = null,
  reply: CompanionLanguage = language ?? 'en',
): { result: string; riskLevel: RiskLevel } {
  const texts = REPLY_TEXTS[reply];
  const scam = findScam(query, language);
  if (scam) {
    // The phrase is quoted as the message wrote it, often in another script than the reply: an
    // isolate keeps an English phrase in Arabic text (or the reverse) from reordering its quotes.
    const reason =
      scam.kind === 'phrase'
        ? texts.safety.phrase.replace('{phrase}', () => `\u2068${scam.phrase}\u2069`)
        : texts.safety.reasons[scam.reason];
    return { riskLevel: 'high', result: texts.safety.scam.replace('{reason}', () => reason) };
  }
  const riskLevel = classifyRisk(query, language);
  const result = riskLevel === 'high' ? texts.assistant.high : texts.safety[riskLevel];
  return { riskLevel, result };
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
