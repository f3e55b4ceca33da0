export { checkCodes, type CodeChoice, type CodeProblem, MIN_CODE, MAX_CODE } from './codeRules';
export { CodeField } from './CodeFields';
export { GuessTimeNote } from './GuessTimeNote';
export { formatGuessTime, guessTime, KDF_GUESS_MS } from './guessTime';
export { noteUnlockCode, clearShortCodeNotice, useShortCodeNotice } from './shortCode';
export { CodeSetupDialog } from './CodeSetupDialog';
