import { describe, expect, it } from 'vitest';
import { fieldsAfterSave, remainderAfterSave } from './afterSave';

describe('clearing only what was saved', () => {
  it('empties an unchanged field, keeps text typed after the saved part, keeps a rewrite', () => {
    expect(remainderAfterSave('Dear diary', 'Dear diary')).toBe('');
    expect(remainderAfterSave('Dear diary\nand then', 'Dear diary')).toBe('and then');
    expect(remainderAfterSave('Something else', 'Dear diary')).toBe('Something else');
  });

  it('clears each field that still holds what was saved, and no other', () => {
    const saved = { name: 'Sam', phone: '07700 900123', email: '' };
    expect(fieldsAfterSave({ ...saved, name: 'Jo' }, saved)).toEqual({
      name: 'Jo',
      phone: '',
      email: '',
    });
  });
});
