/**
 * Spread on every text field whose content belongs in the vault. Chromium's autofill would
 * otherwise keep names and numbers in plain text in the profile, password managers would offer to
 * store them, and "enhanced" spell check sends the text to a server.
 */
export const PRIVATE_FIELD = {
  autoComplete: 'off',
  spellCheck: false,
  'data-1p-ignore': true,
  'data-lpignore': 'true',
  'data-form-type': 'other',
} as const;
