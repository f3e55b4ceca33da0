import { describe, expect, it } from 'vitest';
import { DEFAULT_PANIC_PHRASE, matchesPanicPhrase } from './panicPhrase';

describe('panic phrase matcher', () => {
  it('finds the default phrase inside longer speech, whatever the case', () => {
    expect(DEFAULT_PANIC_PHRASE).toBe("I'm fine");
    expect(matchesPanicPhrase("no really I'm fine thanks", DEFAULT_PANIC_PHRASE)).toBe(true);
    expect(matchesPanicPhrase("I'M FINE", DEFAULT_PANIC_PHRASE)).toBe(true);
    expect(matchesPanicPhrase('i’m fine', DEFAULT_PANIC_PHRASE)).toBe(true);
  });

  it('does not match other speech', () => {
    expect(matchesPanicPhrase('I am fine', DEFAULT_PANIC_PHRASE)).toBe(false);
    expect(matchesPanicPhrase("I'm finished", "I'm fine.")).toBe(false);
    expect(matchesPanicPhrase('the weather is fine', DEFAULT_PANIC_PHRASE)).toBe(false);
  });

  it('matches a custom phrase, folding spaces', () => {
    expect(matchesPanicPhrase('call   the  Blue Bird now', 'blue bird')).toBe(true);
    expect(matchesPanicPhrase('tengo frío', 'Tengo Frío')).toBe(true);
  });

  it('never matches an empty phrase', () => {
    expect(matchesPanicPhrase('anything', '   ')).toBe(false);
  });
});
