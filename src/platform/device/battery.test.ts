import { afterEach, describe, expect, it, vi } from 'vitest';
import { batteryPercent } from './battery';

describe('batteryPercent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the charge in whole percent where the browser tells it', async () => {
    vi.stubGlobal('navigator', { getBattery: () => Promise.resolve({ level: 0.456 }) });
    expect(await batteryPercent()).toBe(46);
  });

  it('is null where there is no battery API, or it fails', async () => {
    vi.stubGlobal('navigator', {});
    expect(await batteryPercent()).toBeNull();
    vi.stubGlobal('navigator', { getBattery: () => Promise.reject(new Error('denied')) });
    expect(await batteryPercent()).toBeNull();
  });
});
