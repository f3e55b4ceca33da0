// What the client and the server read of the companion: the matcher and the languages.
export {
  COMPANION_LANGUAGES,
  findKeyword,
  isCompanionLanguage,
  languagesFor,
  matchesAny,
  riskLevelOf,
  type CompanionLanguage,
  type KeywordList,
  type KeywordMatch,
  type RiskLevel,
} from './keywords';
export { findScam, type ScamFinding, type ScamReason } from './scamPatterns';
