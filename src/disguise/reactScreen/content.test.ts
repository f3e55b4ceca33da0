import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT, mergeContent } from './content';

describe('content file', () => {
  it('falls back to the built-in defaults for anything missing or malformed', () => {
    expect(mergeContent(null)).toEqual(DEFAULT_CONTENT);
    expect(mergeContent('nonsense')).toEqual(DEFAULT_CONTENT);
    expect(mergeContent({ publicName: 42, codes: { unlock: 'abc' } })).toEqual(DEFAULT_CONTENT);
  });

  it('takes valid fields from the file', () => {
    const merged = mergeContent({
      publicName: 'Calc',
      codes: { unlock: '24680', panic: '999#' },
      buttons: { divide: '/' },
    });
    expect(merged.publicName).toBe('Calc');
    expect(merged.codes).toEqual({ unlock: '24680', panic: '999#', friend: '11111' });
    expect(merged.buttons.divide).toBe('/');
    expect(merged.buttons.multiply).toBe('×');
  });
});
