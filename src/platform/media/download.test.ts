import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './download';

afterEach(() => {
  vi.useRealTimers();
});

describe('saveFile', () => {
  it('clicks a temporary download link, then removes it and revokes the URL', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:test/1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
      expect(this.isConnected).toBe(true);
    });

    const blob = new Blob(['text'], { type: 'text/plain' });
    saveFile('notes.txt', blob);

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked[0]?.download).toBe('notes.txt');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:test/1');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });
});
