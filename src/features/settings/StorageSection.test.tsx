import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeStorage, type FakeStorage } from '../../platform/page/storage.test-support';
import { StorageSection } from './StorageSection';
import { renderInEnglish } from './settings.test-support';

let storage: FakeStorage;

beforeEach(() => {
  storage = installFakeStorage();
});

describe('Storage', () => {
  it('shows how much is stored and offers to keep the data when not persistent', async () => {
    storage.health = { usageBytes: 2_340_000, quotaBytes: 5e9, persisted: false };
    storage.grantsPersistence = true;
    await renderInEnglish(<StorageSection />);
    expect(await screen.findByText('Stored on this device: 2.3 MB')).toBeVisible();
    expect(screen.getByText('Space the browser allows: 5 GB')).toBeVisible();
    expect(screen.getByText(/may clear your data when the device runs low/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Keep my data on this device' }));
    expect(storage.persistAsked).toBe(1);
    expect(await screen.findByText('Done: the browser will keep your data.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Keep my data on this device' })).toBeNull();
  });

  it('says so when the browser refuses', async () => {
    storage.health = { usageBytes: 800, quotaBytes: null, persisted: false };
    storage.grantsPersistence = false;
    await renderInEnglish(<StorageSection />);
    expect(await screen.findByText('Stored on this device: 800 byte')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my data on this device' }));
    expect(await screen.findByText(/The browser did not agree/)).toBeVisible();
  });

  it('offers no button when storage is already persistent', async () => {
    storage.health = { usageBytes: null, quotaBytes: null, persisted: true };
    await renderInEnglish(<StorageSection />);
    expect(await screen.findByText(/agreed to keep your data/)).toBeVisible();
    expect(screen.getByText('This browser does not say how much is stored.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
