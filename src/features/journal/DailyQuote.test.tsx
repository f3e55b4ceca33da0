import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestI18n } from '../../i18n/i18n.test-support';
import { installFakeShare, type FakeShare } from '../../platform/device/share.test-support';
import { useToastStore } from '../../ui/toast/toastStore';
import { DailyQuote } from './DailyQuote';

let share: FakeShare;

const { i18n, renderWithI18n } = installTestI18n('journal');

beforeEach(() => {
  useToastStore.setState({ current: null });
  share = installFakeShare();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Daily quote', () => {
  it('is picked by weekday from five quotes', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 12)); // Monday: 1 % 5
    const { unmount } = renderWithI18n(<DailyQuote />);
    expect(screen.getByText(i18n().t('quotes.two', { ns: 'journal' }))).toBeInTheDocument();
    unmount();
    vi.setSystemTime(new Date(2026, 10, 27, 12)); // Friday: 5 % 5
    renderWithI18n(<DailyQuote />);
    expect(screen.getByText(i18n().t('quotes.one', { ns: 'journal' }))).toBeInTheDocument();
  });

  it('shares the quote, and says Copied when it went to the clipboard', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 12)); // Tuesday
    share.outcome = 'copied';
    const user = userEvent.setup();
    renderWithI18n(<DailyQuote />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share.asked).toEqual([i18n().t('quotes.three', { ns: 'journal' })]);
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ title: 'Copied' }),
    );
  });

  it('when it can neither share nor copy, says so, selects the quote and says how to copy it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 12)); // Tuesday
    share.outcome = 'failed';
    const user = userEvent.setup();
    renderWithI18n(<DailyQuote />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Could not share or copy the quote',
        description:
          'The quote is now selected: copy it with Ctrl+C, or press and hold it and choose Copy.',
        variant: 'destructive',
      }),
    );
    expect(window.getSelection()?.toString()).toBe(i18n().t('quotes.three', { ns: 'journal' }));
  });

  it('says nothing after the share sheet shares or is closed', async () => {
    share.outcome = 'cancelled';
    const user = userEvent.setup();
    renderWithI18n(<DailyQuote />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await Promise.resolve();
    expect(useToastStore.getState().current).toBeNull();
  });
});
