import { describe, expect, it } from 'vitest';
import { checkCodeForm, type CodeForm } from './codeRules';

const form = (overrides: Partial<CodeForm>): CodeForm => ({
  current: '77777',
  code: '246810',
  codeAgain: '246810',
  duress: '',
  duressAgain: '',
  ...overrides,
});

describe('checkCodeForm', () => {
  it('accepts 6 to 10 digits and an empty duress code', () => {
    expect(checkCodeForm(form({}))).toBeNull();
    expect(checkCodeForm(form({ code: '2468013579', codeAgain: '2468013579' }))).toBeNull();
  });

  it('names the first problem', () => {
    expect(checkCodeForm(form({ current: '' }))).toBe('errorCurrentMissing');
    expect(checkCodeForm(form({ code: '246', codeAgain: '246' }))).toBe('errorLength');
    expect(checkCodeForm(form({ code: '24680', codeAgain: '24680' }))).toBe('errorLength');
    expect(checkCodeForm(form({ code: '24681357911', codeAgain: '24681357911' }))).toBe(
      'errorLength',
    );
    expect(checkCodeForm(form({ codeAgain: '246811' }))).toBe('errorMismatch');
    expect(checkCodeForm(form({ code: '1777770', codeAgain: '1777770' }))).toBe('errorReserved');
    expect(checkCodeForm(form({ code: '211111', codeAgain: '211111' }))).toBe('errorReserved');
  });

  it('wants a duress code of the same length, different from the code, typed twice', () => {
    expect(checkCodeForm(form({ duress: '13579', duressAgain: '13579' }))).toBe(
      'errorDuressLength',
    );
    expect(checkCodeForm(form({ duress: '246810', duressAgain: '246810' }))).toBe(
      'errorDuressSame',
    );
    expect(checkCodeForm(form({ duress: '135790', duressAgain: '135791' }))).toBe(
      'errorDuressMismatch',
    );
    expect(checkCodeForm(form({ duress: '', duressAgain: '135790' }))).toBe('errorDuressLength');
    expect(checkCodeForm(form({ duress: '135790', duressAgain: '135790' }))).toBeNull();
  });
});
