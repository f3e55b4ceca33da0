import { isCompanionLanguage, riskLevelOf } from '../../../common/companion';
import { findScam } from '../../../common/companion';
import type { TFunction } from '../../i18n';
import type { RiskLevel } from './toolsApi';

/**
 * The safety check on this device when the API cannot answer: the same scam patterns (numbers,
 * links, the 12 languages' phrases) and risk words as the server, so being offline never turns a
 * known scam into "no warning words". The phrase is quoted as typed, isolated so that an English
 * phrase keeps its quotes in place in right-to-left text (and the reverse).
 */
export function offlineSafetyCheck(
  text: string,
  language: string,
  t: TFunction<'tools'>,
): { result: string; riskLevel: RiskLevel } {
  const lists = isCompanionLanguage(language) ? language : null;
  const scam = findScam(text, lists);
  if (scam) {
    const result =
      scam.kind === 'phrase'
        ? t('safety.offline.scamPhrase', { phrase: `\u2068${scam.phrase}\u2069` })
        : t('safety.offline.scamSign');
    return { result, riskLevel: 'high' };
  }
  const level = riskLevelOf(text, lists);
  return { result: t(`safety.offline.${level}`), riskLevel: level };
}
