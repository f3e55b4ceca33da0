/**
 * Rules for codes typed on the calculator keypad: digits only, 4–10 long (6+ recommended), the
 * duress code the same length and different. Shared by the first-unlock setup and Settings.
 */
export type CodeProblem =
  'digitsOnly' | 'length' | 'mismatch' | 'duressLength' | 'duressSame' | 'defaultCode';

export interface CodeChoice {
  code: string;
  codeAgain: string;
  duress: string;
  duressAgain: string;
}

export const MIN_CODE = 4;
export const MAX_CODE = 10;
export const RECOMMENDED_CODE = 6;

export function checkCodes(choice: CodeChoice, defaultCode: string): CodeProblem | null {
  const { code, codeAgain, duress, duressAgain } = choice;
  if (!/^\d*$/.test(code) || !/^\d*$/.test(duress)) return 'digitsOnly';
  if (code.length < MIN_CODE || code.length > MAX_CODE) return 'length';
  if (code === defaultCode) return 'defaultCode';
  if (code !== codeAgain) return 'mismatch';
  if (duress === '' && duressAgain === '') return null;
  if (duress.length !== code.length) return 'duressLength';
  if (duress === code) return 'duressSame';
  if (duress !== duressAgain) return 'mismatch';
  return null;
}

export function isShortCode(code: string): boolean {
  return code.length > 0 && code.length < RECOMMENDED_CODE;
}
