import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT } from '../reactScreen/content';
import { type CalcKey, initialCalculatorState, press } from '../engine/calculator';
import { type GateAction, matchSecretCode, speculativeCandidate, speculativeCode } from './gate';

const codes = DEFAULT_CONTENT.codes;

/** Types keys one by one and returns every gate action raised, as the screen does. */
function actionsFor(keys: CalcKey[]): GateAction[] {
  let state = initialCalculatorState;
  const actions: GateAction[] = [];
  for (const key of keys) {
    state = press(state, key);
    const action = matchSecretCode(state.codeBuffer, key, codes, state.codeRun);
    if (action) {
      actions.push(action);
      if (action.kind !== 'candidate') state = initialCalculatorState;
    }
  }
  return actions;
}

const k = (text: string) => [...text] as CalcKey[];

describe('code gate', () => {
  it('unlocks on 77777, on the fifth digit', () => {
    expect(actionsFor(k('7777'))).toEqual([]);
    expect(actionsFor(k('77777'))).toEqual([{ kind: 'unlock', code: '77777' }]);
  });

  it('unlocks when the code ends a longer sequence of digits', () => {
    expect(actionsFor(k('1277777'))).toEqual([{ kind: 'unlock', code: '77777' }]);
  });

  it('finds the code across operators, which do not enter the buffer', () => {
    expect(actionsFor(k('77+777'))).toEqual([{ kind: 'unlock', code: '77777' }]);
  });

  it('does not unlock when C, backspace or the decimal point broke the sequence', () => {
    expect(actionsFor([...k('777'), 'C', ...k('77')])).toEqual([]);
    expect(actionsFor([...k('7777'), 'Backspace', '7'])).toEqual([]);
    expect(actionsFor(k('777.77'))).toEqual([]);
  });

  it('fires the silent panic on 123#', () => {
    expect(actionsFor(k('123#'))).toEqual([{ kind: 'panic' }]);
    expect(actionsFor(k('45123#'))).toEqual([{ kind: 'panic' }]);
    expect(actionsFor(k('123'))).toEqual([]);
  });

  it('submits the friend code on 11111', () => {
    expect(actionsFor(k('11111'))).toEqual([{ kind: 'friend', code: '11111' }]);
  });

  it('offers digits typed before = to the vault as a candidate custom code', () => {
    expect(actionsFor(k('4826=')).at(-1)).toEqual({ kind: 'candidate', code: '4826' });
    expect(actionsFor(k('12='))).toEqual([]);
    expect(actionsFor(k('024681=')).at(-1)).toEqual({ kind: 'candidate', code: '024681' });
  });

  it('offers only the digits typed since the last other key, so a sum before does not spoil the code', () => {
    // The buffer holds 22246813 here; the code is what was typed just before "=".
    expect(actionsFor(k('2+2=246813=')).at(-1)).toEqual({ kind: 'candidate', code: '246813' });
    expect(actionsFor(k('5+246813=')).at(-1)).toEqual({ kind: 'candidate', code: '246813' });
    expect(actionsFor(k('2468.13=')).filter((a) => a.kind === 'candidate')).toEqual([]);
  });

  it('finds 77777 whenever it is typed, however many digits came before', () => {
    // Six other digits then 77777 used to overflow the buffer and restart it: nothing opened.
    expect(actionsFor(k('12345677777'))).toEqual([{ kind: 'unlock', code: '77777' }]);
    for (let before = 0; before <= 12; before++) {
      const noise = '123456789012'.slice(0, before);
      expect(actionsFor(k(`${noise}77777`))).toEqual([{ kind: 'unlock', code: '77777' }]);
    }
    expect(actionsFor(k('123456789077777'))).toEqual([{ kind: 'unlock', code: '77777' }]);
  });

  it('finds the panic code after any number of digits', () => {
    expect(actionsFor(k('9876543123#'))).toEqual([{ kind: 'panic' }]);
  });
});

describe('speculative candidates (the key derivation starts before "=")', () => {
  /** The codes offered ahead, key by key, as the screens do when the gate raised nothing. */
  function guessesFor(keys: CalcKey[]): string[] {
    let state = initialCalculatorState;
    const guesses: string[] = [];
    for (const key of keys) {
      state = press(state, key);
      const guess = speculativeCandidate(state.codeRun, key);
      if (guess) guesses.push(guess);
    }
    return guesses;
  }

  it('offers a run of digits from 6 digits on, on the digit that completes it', () => {
    expect(guessesFor(k('246810'))).toEqual(['246810']);
    expect(guessesFor(k('2468101'))).toEqual(['246810', '2468101']);
  });

  it('offers nothing shorter than today’s 6-digit minimum, nothing on "=" or an operator', () => {
    expect(guessesFor(k('24681'))).toEqual([]);
    expect(guessesFor(k('246810='))).toEqual(['246810']);
    expect(guessesFor(k('246810+'))).toEqual(['246810']);
    // A sum before the code does not spoil it; a decimal point breaks the run.
    expect(guessesFor(k('2+2=246813'))).toEqual(['246813']);
    expect(guessesFor(k('2468.135'))).toEqual([]);
  });

  it('offers nothing longer than a code can be', () => {
    expect(guessesFor(k('12345678901')).at(-1)).toBe('2345678901');
  });
});

describe('the public code derived one digit early', () => {
  function guessesFor(keys: CalcKey[], publicCode: string | null): string[] {
    let state = initialCalculatorState;
    const guesses: string[] = [];
    for (const key of keys) {
      state = press(state, key);
      const guess = speculativeCode(state, key, publicCode);
      if (guess) guesses.push(guess);
    }
    return guesses;
  }

  it('offers 77777 on the fourth 7, after any digits, and not on an operator', () => {
    expect(guessesFor(k('7777'), '77777')).toEqual(['77777']);
    // Before a custom candidate on the same digit: while 77777 opens the vault, it is the code.
    expect(guessesFor(k('127777'), '77777')).toEqual(['77777']);
    expect(guessesFor(k('777'), '77777')).toEqual([]);
    expect(guessesFor(k('7777+'), '77777')).toEqual(['77777']);
  });

  it('offers nothing for a retired public code, and custom candidates as before', () => {
    expect(guessesFor(k('7777'), null)).toEqual([]);
    expect(guessesFor(k('246810'), '77777')).toEqual(['246810']);
  });
});
