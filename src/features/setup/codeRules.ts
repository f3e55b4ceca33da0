/**
 * Rules for codes typed on the calculator keypad, shared by the first-unlock setup and Settings:
 * digits only, 6–10 long (4 digits fall to an offline guess on one core in under an hour; see
 * guessTime.ts), never containing a built-in code (the gate reacts to
 * 77777 or 11111 as soon as they are typed, so a code containing one would fire halfway), and a
 * duress code of the same length (so a watcher cannot tell them apart by length) that differs.
 */
export type CodeProblem =
  | 'digitsOnly'
  | 'length'
  | 'reserved'
  | 'mismatch'
  | 'duressLength'
  | 'duressSame'
  | 'duressMismatch';

export interface CodeChoice {
  code: string;
  codeAgain: string;
  duress: string;
  duressAgain: string;
}

export const MIN_CODE = 6;
export const MAX_CODE = 10;

export function checkCodes(
  choice: CodeChoice,
  reservedCodes: readonly string[],
): CodeProblem | null {
  const { code, codeAgain, duress, duressAgain } = choice;
  const reserved = (value: string) => reservedCodes.some((r) => r !== '' && value.includes(r));
  if (!/^\d*$/.test(code) || !/^\d*$/.test(duress)) return 'digitsOnly';
  if (code.length < MIN_CODE || code.length > MAX_CODE) return 'length';
  if (reserved(code)) return 'reserved';
  if (code !== codeAgain) return 'mismatch';
  if (duress === '' && duressAgain === '') return null;
  if (duress.length !== code.length) return 'duressLength';
  if (duress === code) return 'duressSame';
  if (reserved(duress)) return 'reserved';
  if (duress !== duressAgain) return 'duressMismatch';
  return null;
}
