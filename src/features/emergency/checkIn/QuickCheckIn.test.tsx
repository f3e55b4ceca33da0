import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import {
  installFakeGeolocation,
  type FakeGeolocation,
} from '../../../platform/device/geolocation.test-support';
import { useToastStore } from '../../../ui/toast/toastStore';
import { recordCheckIn } from './checkInRepository';
import { QuickCheckIn } from './QuickCheckIn';
import { useSosSheet } from '../sos/sosStore';

vi.mock('./checkInRepository', () => ({ recordCheckIn: vi.fn() }));

const record = vi.mocked(recordCheckIn);
const FIX = { lat: 51.5073509, lng: -0.1277583, accuracy: 8, timestamp: 0 };

const { renderWithI18n } = installTestI18n();

let geolocation: FakeGeolocation;
beforeEach(() => {
  record.mockReset();
  geolocation = installFakeGeolocation();
  useToastStore.setState({ current: null });
  useSosSheet.getState().close();
});
afterEach(cleanup);

function renderCard() {
  renderWithI18n(<QuickCheckIn />);
  return userEvent.setup();
}

const sent = (sentFlag: boolean) =>
  ({ ok: true, sent: sentFlag, record: { id: '1' } }) as Awaited<ReturnType<typeof recordCheckIn>>;

describe('Quick check-in', () => {
  it("I'm OK records 'safe' with the fresh position and toasts Check-in Recorded", async () => {
    geolocation.answerWith(FIX);
    record.mockResolvedValue(sent(true));
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: "I'm OK" }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Check-in Recorded',
        description: 'Safe status logged.',
        variant: 'default',
      }),
    );
    expect(record).toHaveBeenCalledWith('safe', '51.507351,-0.127758');
    expect(screen.queryByRole('button', { name: 'Alert my contacts' })).toBeNull();
  });

  it('Need Help records "Location unavailable" without a fix, and offers the SOS alert', async () => {
    geolocation.failWith('denied');
    record.mockResolvedValue(sent(true));
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Need Help' }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Check-in Recorded',
        description: 'Help status logged - stay alert.',
      }),
    );
    expect(record).toHaveBeenCalledWith('help', 'Location unavailable');
    await user.click(screen.getByRole('button', { name: 'Alert my contacts' }));
    expect(useSosSheet.getState()).toMatchObject({ open: true, reason: 'sos-button' });
  });

  it('does not claim it was sent when it was only saved on the device', async () => {
    geolocation.answerWith(FIX);
    record.mockResolvedValue(sent(false));
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: "I'm OK" }));
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('Check-in Recorded'));
    const description = useToastStore.getState().current?.description ?? '';
    expect(description).toMatch(/^Safe status logged\. Saved on this device only/);
    expect(description).toMatch(/will be sent when you are online/);
  });

  it('says so when the check-in could not be saved', async () => {
    geolocation.answerWith(FIX);
    record.mockRejectedValue(new Error('locked'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: "I'm OK" }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Check-in not saved',
        variant: 'destructive',
      }),
    );
  });
});
