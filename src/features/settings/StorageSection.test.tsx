import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage, storageHealth } from '../../platform/page/storage';
import { StorageSection } from './StorageSection';
import { renderInEnglish } from './settings.test-support';

vi.mock('../../platform/page/storage', () => ({
  storageHealth: vi.fn(),
  requestPersistentStorage: vi.fn(),
}));

const health = vi.mocked(storageHealth);
const persist = vi.mocked(requestPersistentStorage);

beforeEach(() => {
  health.mockReset();
  persist.mockReset();
});

describe('Storage', () => {
  it('shows how much is stored and offers to keep the data when not persistent', async () => {
    health.mockResolvedValue({ usageBytes: 2_340_000, quotaBytes: 5e9, persisted: false });
    persist.mockResolvedValue(true);
    await renderInEnglish(<StorageSection />);
    expect(await screen.findByText('Stored on this device: 2.3 MB')).toBeVisible();
    expect(screen.getByText('Space the browser allows: 5 GB')).toBeVisible();
    expect(screen.getByText(/may clear your data when the device runs low/)).toBeVisible();

    health.mockResolvedValue({ usageBytes: 2_340_000, quotaBytes: 5e9, persisted: true });
    await userEvent.click(screen.getByRole('button', { name: 'Keep my data on this device' }));
    expect(persist).toHaveBeenCalledOnce();
    expect(await screen.findByText('Done: the browser will keep your data.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Keep my data on this device' })).toBeNull();
  });

  it('says so when the browser refuses', async () => {
    health.mockResolvedValue({ usageBytes: 800, quotaBytes: null, persisted: false });
    persist.mockResolvedValue(false);
    await renderInEnglish(<StorageSection />);
    expect(await screen.findByText('Stored on this device: 800 byte')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my data on this device' }));
    expect(await screen.findByText(/The browser did not agree/)).toBeVisible();
  });

  it('offers no button when storage is already persistent', async () => {
    health.mockResolvedValue({ usageBytes: null, quotaBytes: null, persisted: true });
    await renderInEnglish(<StorageSection />);
    expect(await screen.findByText(/agreed to keep your data/)).toBeVisible();
    expect(screen.getByText('This browser does not say how much is stored.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
