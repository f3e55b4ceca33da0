import { beforeEach, describe, expect, it, vi } from 'vitest';
import { triggerPanic } from '../features/emergency';
import { showToast, useToastStore } from '../ui/toast/toastStore';
import { showIslandWhenNeeded } from './lockedUi';
import { useUpdate } from './updateStore';

// Before the first key, the locked calculator has no React DOM: whatever only the interface can
// show must load it (the SOS sheet of a panic raised by a trigger or the check-in, a toast, the
// update bar).
describe('showIslandWhenNeeded (the locked calculator before the interface has loaded)', () => {
  beforeEach(() => {
    useToastStore.setState({ current: null });
    useUpdate.setState({ available: false });
  });

  it('shows the interface when a panic is raised', async () => {
    const show = vi.fn();
    showIslandWhenNeeded(show);
    expect(show).not.toHaveBeenCalled();
    await triggerPanic('shake');
    expect(show).toHaveBeenCalled();
  });

  it('shows the interface for a toast and for a waiting update, not for their clearing', () => {
    const show = vi.fn();
    showIslandWhenNeeded(show);
    showToast({ title: 'Check-in time ran out' });
    expect(show).toHaveBeenCalledTimes(1);
    useToastStore.setState({ current: null });
    expect(show).toHaveBeenCalledTimes(1);
    useUpdate.setState({ available: true });
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('shows at once what was already waiting when it starts', () => {
    useUpdate.setState({ available: true });
    const show = vi.fn();
    showIslandWhenNeeded(show);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
