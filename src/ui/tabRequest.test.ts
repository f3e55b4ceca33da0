import { describe, expect, it, vi } from 'vitest';
import { onTabRequest, requestTab } from './tabRequest';

describe('tab requests', () => {
  it('reach the listening shell by name, and stop once it has gone', () => {
    const shell = vi.fn();
    const stop = onTabRequest(shell);
    requestTab('emergency');
    expect(shell).toHaveBeenCalledWith('emergency');
    stop();
    requestTab('shop');
    expect(shell).toHaveBeenCalledTimes(1);
  });
});
