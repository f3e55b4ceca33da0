import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareText } from './share';

function stubNavigator(parts: Partial<Navigator>) {
  vi.stubGlobal('navigator', { ...parts });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shareText', () => {
  it('uses the share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    expect(await shareText('hello')).toBe('shared');
    expect(share).toHaveBeenCalledWith({ text: 'hello' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies to the clipboard without a share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    expect(await shareText('hello')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('neither copies nor fails when the user closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn();
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    expect(await shareText('hello')).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard when the share sheet refuses', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    expect(await shareText('hello')).toBe('copied');
  });

  it('skips a share sheet that cannot share the text', async () => {
    const share = vi.fn();
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({
      share,
      canShare: () => false,
      clipboard: { writeText } as unknown as Clipboard,
    });
    expect(await shareText('hello')).toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('reports failure when nothing works', async () => {
    stubNavigator({});
    expect(await shareText('hello')).toBe('failed');
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    expect(await shareText('hello')).toBe('failed');
  });
});
