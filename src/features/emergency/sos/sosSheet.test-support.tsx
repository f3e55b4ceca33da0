import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { FakeDevice, installFakeDevice } from '../../../platform/device/device.test-support';
import {
  FakeGeolocation,
  installFakeGeolocation,
} from '../../../platform/device/geolocation.test-support';
import { FakeVibration, installFakeVibration } from '../../../platform/device/vibrate.test-support';
import { useToastStore } from '../../../ui/toast/toastStore';
import { useSession } from '../../../session';
import { forgetSosPosition } from './SosPosition';
import { SosSheet } from './SosSheet';
import { useSosSheet } from './sosStore';
import { AMAL, BEA, data, FIX } from './sosSheet.data.test-support';

/**
 * The SOS sheet tests' shared setup. Each test file still declares its own vi.mock blocks for the
 * vault (they are hoisted per file); their factories read `data` from ./sosSheet.data.test-support.
 * The device is in memory: a fresh `platform` each test (a fix, a recent tap, not a phone).
 */
export const platform = {
  geolocation: new FakeGeolocation(),
  device: new FakeDevice(),
  vibration: new FakeVibration(),
};

/** The links the sheet opened by itself (SMS, calls), oldest first. */
export const opened = (): readonly string[] => platform.device.opened;

export function installSosSheetHooks(): void {
  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(() => {
    data.contacts = [BEA, AMAL];
    data.backupContacts = [];
    data.settings = {
      backupDelayMinutes: 5,
      autoVoiceCalls: false,
      silentMode: false,
      customMessage: '',
    };
    platform.geolocation = installFakeGeolocation();
    platform.geolocation.answerWith(FIX);
    platform.device = installFakeDevice();
    platform.vibration = installFakeVibration();
    forgetSosPosition();
    useToastStore.setState({ current: null });
    useSession.setState({ status: 'locked' });
  });
  afterEach(() => {
    cleanup();
    useSosSheet.getState().close();
    vi.useRealTimers();
  });
}

export async function openSheet(openedAt = Date.now()) {
  act(() => useSosSheet.setState({ open: true, reason: 'panic-code', openedAt }));
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <SosSheet />
      </Suspense>,
    );
  });
  return screen.findByRole('dialog', { name: /SOS alert/ });
}
