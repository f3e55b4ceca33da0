/** Words a console line of the app must not carry (console-words.mjs). */
export const TELLING_WORDS_PATTERN: RegExp;
