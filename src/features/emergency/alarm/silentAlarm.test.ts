// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeGeolocation,
  type FakeGeolocation,
} from '../../../platform/device/geolocation.test-support';
import { apiRequest } from '../../../sync';
import { readQueuedAlarms } from '../../../vault/device/alarmQueue';
import { destroyDeviceKey } from '../../../vault/device/deviceKey';
import {
  ALARM_RETRY_CAP_MS,
  alarmRetryDelay,
  deliverQueuedAlarms,
  resetAlarmDelivery,
  startAlarmDelivery,
} from './alarmDelivery';
import { registerEvidenceCapture, registerPanicHandler, triggerPanic } from './panic';
import { runPanicAction } from './panicAction';
import { useSosSheet } from '../sos/sosStore';
import { setCurrentLiveLink } from '../location/liveLink';

vi.mock('../../../sync', () => ({ apiRequest: vi.fn(async () => new Response('{}')) }));

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** What each POST carried: body and Idempotency-Key. */
function sent() {
  return vi.mocked(apiRequest).mock.calls.map(([method, path, body, options]) => ({
    method,
    path,
    body,
    key: options?.headers?.['Idempotency-Key'],
  }));
}

let geolocation: FakeGeolocation;

beforeEach(async () => {
  useSosSheet.getState().close();
  vi.mocked(apiRequest).mockReset().mockResolvedValue(new Response('{}'));
  geolocation = installFakeGeolocation();
  geolocation.answerWith({ lat: 51.5, lng: -0.12, accuracy: 10, timestamp: 0 });
  resetAlarmDelivery();
  await destroyDeviceKey();
});

afterEach(() => resetAlarmDelivery());

describe('the duress code raises the alarm silently', () => {
  it('sends a help check-in with the position and an Idempotency-Key, and shows nothing', async () => {
    const capture = vi.fn();
    const unregister = registerEvidenceCapture(capture);
    await runPanicAction('duress-code');
    expect(useSosSheet.getState().open).toBe(false);
    expect(sent()).toEqual([
      {
        method: 'POST',
        path: '/api/checkin',
        body: { status: 'help', location: '51.5,-0.12' },
        key: expect.any(String),
      },
    ]);
    expect(capture).toHaveBeenCalledWith('duress-code');
    // Confirmed by the server: nothing is left waiting.
    expect(await readQueuedAlarms()).toEqual([]);
    unregister();
  });

  it('never asks for a position (a visible prompt) unless permission was already granted', async () => {
    geolocation.permission = 'prompt';
    await runPanicAction('duress-code');
    expect(geolocation.asked).toBe(0);
    expect(sent()[0]?.body).toEqual({ status: 'help', location: 'Location unavailable' });
  });

  it('while she shares her live location, the help check-in carries its link (not kept in the queue)', async () => {
    const key = 'k'.repeat(43);
    setCurrentLiveLink(`https://calc.example/follow/${'S'.repeat(22)}#${key}`);
    try {
      vi.mocked(apiRequest).mockImplementationOnce(offline);
      await runPanicAction('duress-code');
      expect(JSON.stringify(await readQueuedAlarms())).not.toContain(key);
      await deliverQueuedAlarms();
      expect(sent().at(-1)?.body).toEqual({
        status: 'help',
        location: '51.5,-0.12',
        liveLink: `/follow/${'S'.repeat(22)}#${key}`,
      });
    } finally {
      setCurrentLiveLink(null);
    }
  });

  it('keeps an undelivered alarm and sends it again with the same key until the server confirms', async () => {
    vi.mocked(apiRequest).mockImplementation(offline);
    await expect(runPanicAction('duress-code')).resolves.toBeUndefined();
    expect(useSosSheet.getState().open).toBe(false);
    expect(await readQueuedAlarms()).toHaveLength(1);

    // Still failing (a 500 this time): kept, one more attempt counted.
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('500: down'));
    expect(await deliverQueuedAlarms()).toBe(1);
    expect((await readQueuedAlarms())[0]?.attempts).toBe(2);

    vi.mocked(apiRequest).mockResolvedValue(new Response('{}'));
    expect(await deliverQueuedAlarms()).toBe(0);
    const keys = sent().map((call) => call.key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(await readQueuedAlarms()).toEqual([]);
  });

  it('survives a reload: the next start sends it, and so does coming back online', async () => {
    vi.mocked(apiRequest).mockImplementation(offline);
    await runPanicAction('duress-code');
    const key = sent()[0]?.key;
    resetAlarmDelivery(); // the page is gone; only the device store remains

    const events = new EventTarget();
    startAlarmDelivery(events);
    await vi.waitFor(() => expect(sent()).toHaveLength(2));
    expect(await readQueuedAlarms()).toHaveLength(1);

    vi.mocked(apiRequest).mockResolvedValue(new Response('{}'));
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await readQueuedAlarms()).toEqual([]));
    expect(sent().every((call) => call.key === key)).toBe(true);
  });

  it('logs nothing to the console, offline, failing or refused (someone may be reading it)', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => undefined),
    );
    vi.mocked(apiRequest).mockImplementation(offline);
    await runPanicAction('duress-code');
    vi.mocked(apiRequest).mockRejectedValue(new Error('401: Unauthorized'));
    expect(await deliverQueuedAlarms()).toBe(1);
    // A failing handler on the duress path says nothing either.
    const unregister = registerPanicHandler(() => {
      throw new Error('duress alarm handler failed');
    });
    await triggerPanic('duress-code');
    unregister();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(await readQueuedAlarms()).toHaveLength(1);
  });

  it('backs off between tries, up to five minutes', () => {
    expect([1, 2, 3, 4].map(alarmRetryDelay)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(alarmRetryDelay(30)).toBe(ALARM_RETRY_CAP_MS);
  });

  it('the panic code, by contrast, opens the SOS sheet', async () => {
    void runPanicAction('panic-code');
    expect(useSosSheet.getState()).toMatchObject({ open: true, reason: 'panic-code' });
  });
});
