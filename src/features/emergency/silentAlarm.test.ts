import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../sync';
import { registerEvidenceCapture } from './panic';
import { runPanicAction } from './panicAction';
import { useSosSheet } from './sosStore';

vi.mock('../../sync', () => ({ apiRequest: vi.fn(async () => new Response('{}')) }));
vi.mock('../../platform/geolocation', () => ({
  currentPosition: vi.fn(async () => ({
    ok: true,
    position: { lat: 51.5, lng: -0.12, accuracy: 10, timestamp: 0 },
  })),
}));

beforeEach(() => {
  useSosSheet.getState().close();
  vi.mocked(apiRequest).mockClear();
});

describe('the duress code raises the alarm silently', () => {
  it('sends a help check-in with the position and shows nothing', async () => {
    const capture = vi.fn();
    const unregister = registerEvidenceCapture(capture);
    await runPanicAction('duress-code');
    expect(useSosSheet.getState().open).toBe(false);
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/checkin', {
      status: 'help',
      location: '51.5,-0.12',
    });
    expect(capture).toHaveBeenCalledWith('duress-code');
    unregister();
  });

  it('stays silent even when the server cannot be reached', async () => {
    vi.mocked(apiRequest).mockRejectedValueOnce(new TypeError('offline'));
    await expect(runPanicAction('duress-code')).resolves.toBeUndefined();
    expect(useSosSheet.getState().open).toBe(false);
  });

  it('the panic code, by contrast, opens the SOS sheet', async () => {
    void runPanicAction('panic-code');
    expect(useSosSheet.getState()).toMatchObject({ open: true, reason: 'panic-code' });
  });
});
