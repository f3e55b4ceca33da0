import { checkCodes, type CodeProblem as RuleProblem, MAX_CODE, MIN_CODE } from '../setup';

/**
 * The Settings form's check: the current code must be given, then the shared code rules
 * (features/setup/codeRules.ts), whose problems map to this page's messages.
 */
export const MIN_CODE_DIGITS = MIN_CODE;
export const MAX_CODE_DIGITS = MAX_CODE;

/** The gate reacts to these built-in codes as soon as they are typed. */
export const BUILT_IN_CODES = ['77777', '11111'];

export interface CodeForm {
  current: string;
  code: string;
  codeAgain: string;
  duress: string;
  duressAgain: string;
}

export type CodeProblem =
  | 'errorCurrentMissing'
  | 'errorLength'
  | 'errorReserved'
  | 'errorMismatch'
  | 'errorDuressLength'
  | 'errorDuressSame'
  | 'errorDuressMismatch';

const MESSAGE_FOR: Record<RuleProblem, CodeProblem> = {
  digitsOnly: 'errorLength',
  length: 'errorLength',
  reserved: 'errorReserved',
  mismatch: 'errorMismatch',
  duressLength: 'errorDuressLength',
  duressSame: 'errorDuressSame',
  duressMismatch: 'errorDuressMismatch',
};

/** The first problem with the form, or null when it may be sent to the vault. */
export function checkCodeForm(form: CodeForm): CodeProblem | null {
  if (form.current === '') return 'errorCurrentMissing';
  const problem = checkCodes(form, BUILT_IN_CODES);
  return problem ? MESSAGE_FOR[problem] : null;
}
