import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { openExternal } from '../../../platform/device/device';
import { currentPosition } from '../../../platform/device/geolocation';
import { hasUserActivation, vibrate } from '../../../platform/device/vibrate';
import { useToastStore } from '../../../ui/toast/toastStore';
import { useSession } from '../../../session';
import { forgetSosPosition } from './SosPosition';
import { SosSheet } from './SosSheet';
import { useSosSheet } from './sosStore';
import { AMAL, BEA, data, FIX } from './sosSheet.data.test-support';

/**
 * The SOS sheet tests' shared setup. Each test file still declares its own vi.mock blocks (they are
 * hoisted per file); their factories read `data` from ./sosSheet.data.test-support.
 */
export const opened = vi.mocked(openExternal);

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
    vi.mocked(currentPosition).mockResolvedValue({ ok: true, position: FIX });
    opened.mockReset();
    vi.mocked(vibrate).mockClear();
    vi.mocked(hasUserActivation).mockReturnValue(true);
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
