import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BACKGROUND_SYNC_TAG,
  handleServiceWorkerMessage,
  onBackgroundSyncWake,
  requestBackgroundSync,
  setBackgroundSyncRegistration,
} from './backgroundSync';

afterEach(() => setBackgroundSyncRegistration(null));

describe('Background Sync', () => {
  it('registers the tag where the browser has it, and says no elsewhere', async () => {
    expect(await requestBackgroundSync()).toBe(false);
    setBackgroundSyncRegistration({});
    expect(await requestBackgroundSync()).toBe(false);
    const register = vi.fn().mockResolvedValue(undefined);
    setBackgroundSyncRegistration({ sync: { register } });
    expect(await requestBackgroundSync()).toBe(true);
    expect(register).toHaveBeenCalledWith(BACKGROUND_SYNC_TAG);
    register.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    expect(await requestBackgroundSync()).toBe(false);
  });

  it('wakes the outbox only for its own message', () => {
    const wake = vi.fn();
    const stop = onBackgroundSyncWake(wake);
    handleServiceWorkerMessage({ type: 'SKIP_WAITING' });
    handleServiceWorkerMessage(null);
    handleServiceWorkerMessage({ type: BACKGROUND_SYNC_TAG });
    expect(wake).toHaveBeenCalledTimes(1);
    stop();
    handleServiceWorkerMessage({ type: BACKGROUND_SYNC_TAG });
    expect(wake).toHaveBeenCalledTimes(1);
  });
});
