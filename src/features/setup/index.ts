export {
  checkCodes,
  isShortCode,
  type CodeChoice,
  type CodeProblem,
  MIN_CODE,
  MAX_CODE,
} from './codeRules';
export { CodeField } from './CodeFields';
