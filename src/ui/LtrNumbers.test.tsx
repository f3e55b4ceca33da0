import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LtrNumbers, splitNumbers } from './LtrNumbers';

describe('numbers inside translated text', () => {
  it('isolates each phone number or code as one left-to-right run', () => {
    expect(splitNumbers('خط المساعدة: 0808 2000 247، مجاني')).toEqual([
      { text: 'خط المساعدة: ', number: false },
      { text: '0808 2000 247', number: true },
      { text: '، مجاني', number: false },
    ]);
    expect(splitNumbers('اكتب 123# على الآلة')).toContainEqual({ text: '123#', number: true });
    expect(splitNumbers('1-888-373-7888 (US)')[0]).toEqual({
      text: '1-888-373-7888',
      number: true,
    });
  });

  it('keeps separate numbers separate', () => {
    const numbers = splitNumbers('999 أو 112')
      .filter((p) => p.number)
      .map((p) => p.text);
    expect(numbers).toEqual(['999', '112']);
  });

  it('renders numbers in <bdi dir="ltr"> and keeps the whole text', () => {
    const { container } = render(<LtrNumbers text="اتصل بـ 116 123 الآن" />);
    expect(container.textContent).toBe('اتصل بـ 116 123 الآن');
    expect(container.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(container.querySelector('bdi')?.textContent).toBe('116 123');
  });
});
