import { afterEach, describe, expect, it, vi } from 'vitest';
import { onHidden } from './visibility';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('onHidden', () => {
  it('calls back when the page becomes hidden, not when it becomes visible', () => {
    const callback = vi.fn();
    const stop = onHidden(callback);
    setVisibility('visible');
    expect(callback).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
  });

  it('calls back on pagehide', () => {
    const callback = vi.fn();
    const stop = onHidden(callback);
    window.dispatchEvent(new Event('pagehide'));
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops calling back after unsubscribing', () => {
    const callback = vi.fn();
    onHidden(callback)();
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(callback).not.toHaveBeenCalled();
  });
});
