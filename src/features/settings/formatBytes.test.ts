import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';

describe('formatBytes', () => {
  it('picks byte, kilobyte, megabyte or gigabyte and formats in the language', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1500, 'en')).toBe('1.5 kB');
    expect(formatBytes(2_340_000, 'en')).toBe('2.3 MB');
    expect(formatBytes(5e9, 'en')).toBe('5 GB');
    expect(formatBytes(2_340_000, 'de')).toBe('2,3 MB');
  });
});
