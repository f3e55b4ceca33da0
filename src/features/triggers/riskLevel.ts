/**
 * The risk level card (spec §5 Risk keywords): high if any high keyword appears, otherwise medium if
 * any medium keyword does, otherwise low. The words are the shared lists the chat and the companion
 * read (common/companion/, the 12 languages), so the card, the chat and the server agree:
 * "Ich habe Angst" is medium here exactly as it is in the chat. Latin-script words match whole
 * ("die" does not match "diet" nor "kill" match "skill").
 */
import { isCompanionLanguage, riskLevelOf, type RiskLevel } from '../../../common/companion';

export type { RiskLevel };

/** `language` is the UI language: its list and English are read; any other value reads all 12. */
export function assessRisk(text: string, language?: string): RiskLevel {
  return riskLevelOf(text, isCompanionLanguage(language) ? language : null);
}
