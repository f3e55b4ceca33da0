import { describe, expect, it } from 'vitest';
import { checkCodes } from './codeRules';

const choice = (code: string, codeAgain = code, duress = '', duressAgain = duress) => ({
  code,
  codeAgain,
  duress,
  duressAgain,
});

describe('code rules', () => {
  it('accepts 6 to 10 digits typed twice', () => {
    expect(checkCodes(choice('246813'), ['77777', '11111'])).toBeNull();
    expect(checkCodes(choice('1234567890'), ['77777', '11111'])).toBeNull();
  });

  it.each([
    [choice('123'), 'length'],
    // 4 and 5 digits fall to an offline guess on one core in under an hour or a few hours.
    [choice('2468'), 'length'],
    [choice('24680'), 'length'],
    [choice('12345678901'), 'length'],
    [choice('12a456'), 'digitsOnly'],
    [choice('77777'), 'length'],
    [choice('1277777'), 'reserved'],
    [choice('5111110'), 'reserved'],
    [choice('246813', '246812'), 'mismatch'],
    [choice('246813', '246813', '1357'), 'duressLength'],
    [choice('246813', '246813', '246813'), 'duressSame'],
    [choice('246813', '246813', '135792', '135790'), 'duressMismatch'],
    [choice('246813', '246813', '111112'), 'reserved'],
  ] as const)('rejects %j as %s', (input, problem) => {
    expect(checkCodes(input, ['77777', '11111'])).toBe(problem);
  });

  it('accepts a duress code of the same length that differs', () => {
    expect(checkCodes(choice('246813', '246813', '135792'), ['77777', '11111'])).toBeNull();
  });
});
