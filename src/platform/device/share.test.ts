import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareText } from './share';

function stubNavigator(parts: Partial<Navigator>) {
  vi.stubGlobal('navigator', { ...parts });
}

/** jsdom has no copy command: each test says what it does. */
function stubCopyCommand(execCommand: (command: string) => boolean) {
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'execCommand');
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

  it('falls back to the copy command when the Clipboard API refuses or is missing', async () => {
    const copied: string[] = [];
    const execCommand = vi.fn((command: string) => {
      const area = document.activeElement as HTMLTextAreaElement;
      copied.push(`${command}:${area.value.slice(area.selectionStart, area.selectionEnd)}`);
      return true;
    });
    stubCopyCommand(execCommand);
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    const writeText = vi.fn().mockRejectedValue(new DOMException('no focus', 'NotAllowedError'));
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    expect(await shareText('hello')).toBe('copied');
    stubNavigator({});
    expect(await shareText('again')).toBe('copied');
    expect(copied).toEqual(['copy:hello', 'copy:again']);
    // Nothing is left behind, and focus is back where it was.
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('reports failure when nothing works', async () => {
    stubCopyCommand(vi.fn(() => false));
    stubNavigator({});
    expect(await shareText('hello')).toBe('failed');
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    expect(await shareText('hello')).toBe('failed');
  });
});
