// Words that tell what the app is, which no console line of the app may carry (the person forcing
// her to open it may read the console). Used by the lint rule (eslint.config.js) and by the check of
// the production build (e2e/privacy/console-words.spec.ts).
export const TELLING_WORDS_PATTERN =
  /vault|alarm|duress|panic|\bsos\b|evidence|\bcodes?\b|emergency|wipe|check-?in|journal|contacts?\b|trigger|safety|abuse|essentials|access log|sleep mode|decoy|stealth|secret|unlock|danger|helpline|recording/i;
