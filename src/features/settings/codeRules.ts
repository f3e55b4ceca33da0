/**
 * Checks for a new code before any key derivation runs. Codes are digits only (the calculator types
 * them followed by "="); 4–10 digits are accepted (the gate's candidate length), 6–10 recommended.
 */
export const MIN_CODE_DIGITS = 4;
export const MAX_CODE_DIGITS = 10;

/**
 * The gate reacts to these built-in codes wherever they end the typed digits, so a custom code
 * containing one would trigger it halfway through being typed.
 */
const BUILT_IN_CODES = ['77777', '11111'];

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

const isDigits = (value: string) => /^\d+$/.test(value);
const clashes = (value: string) => BUILT_IN_CODES.some((code) => value.includes(code));

/** The first problem with the form, or null when it may be sent to the vault. */
export function checkCodeForm(form: CodeForm): CodeProblem | null {
  if (form.current === '') return 'errorCurrentMissing';
  const { code, duress } = form;
  if (!isDigits(code) || code.length < MIN_CODE_DIGITS || code.length > MAX_CODE_DIGITS) {
    return 'errorLength';
  }
  if (clashes(code)) return 'errorReserved';
  if (code !== form.codeAgain) return 'errorMismatch';
  if (duress === '' && form.duressAgain === '') return null;
  // Same length, so that someone watching cannot tell the two codes apart by their length.
  if (!isDigits(duress) || duress.length !== code.length) return 'errorDuressLength';
  if (duress === code) return 'errorDuressSame';
  if (clashes(duress)) return 'errorReserved';
  if (duress !== form.duressAgain) return 'errorDuressMismatch';
  return null;
}
