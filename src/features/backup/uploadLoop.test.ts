import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../sync';
import { cloudBackupState, onVaultWrite, pendingCloudBackup } from '../../vault';
import { openVaultMode, useSession } from '../../session';
import {
  installFakeConnection,
  type FakeConnection,
} from '../../platform/device/connection.test-support';
import { installFakeReport } from '../../platform/report.test-support';
import { sendPendingBackup, UploadPaused } from './cloudBackup';
import {
  RETRY_MS,
  SAFETY_POLL_MS,
  startCloudBackupLoop,
  stopCloudBackupLoop,
  uploadOnce,
  useCloudUpload,
} from './uploadLoop';

vi.mock('../../vault', () => ({
  cloudBackupState: vi.fn(),
  pendingCloudBackup: vi.fn(),
  onVaultWrite: vi.fn(),
}));
vi.mock('../../session/openMode', () => ({ openVaultMode: vi.fn() }));
vi.mock('./cloudBackup', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendPendingBackup: vi.fn(),
}));

const send = vi.mocked(sendPendingBackup);
let pending = 2;
let wifiOnly = false;
let vaultWritten: () => void = () => {};
let network: FakeConnection;

beforeEach(() => {
  vi.useFakeTimers();
  pending = 2;
  wifiOnly = false;
  vi.mocked(openVaultMode).mockReturnValue('real');
  vi.mocked(cloudBackupState).mockImplementation(async () => ({
    on: true,
    wipeDeletes: false,
    wifiOnly,
  }));
  vi.mocked(pendingCloudBackup).mockImplementation(async () => ({
    slices: pending,
    records: false,
  }));
  vi.mocked(onVaultWrite).mockImplementation((listener) => {
    vaultWritten = listener;
    return () => {
      vaultWritten = () => {};
    };
  });
  network = installFakeConnection();
  installFakeReport();
  send.mockReset();
  send.mockImplementation(async (options, onSent) => {
    while (pending > 0) {
      if (options?.shouldPause?.()) throw new UploadPaused();
      pending--;
      onSent?.();
    }
    return 0;
  });
});

afterEach(() => {
  stopCloudBackupLoop();
  vi.useRealTimers();
});

/** Lets the pass a wake started run to its end (no timer is involved). */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
  await vi.waitFor(() => expect(useCloudUpload.getState().pendingSlices).toBe(pending));
}

describe('the upload loop', () => {
  it('sends what is pending when the vault is written to, without polling, and stops at lock', async () => {
    startCloudBackupLoop();
    await vi.waitFor(() => expect(useCloudUpload.getState().lastComplete).not.toBeNull());
    expect(useCloudUpload.getState().sent).toBe(2);
    expect(send).toHaveBeenCalledOnce();

    // Idle: nothing is asked of the engine until the safety poll.
    await vi.advanceTimersByTimeAsync(0);
    vi.mocked(pendingCloudBackup).mockClear();
    await vi.advanceTimersByTimeAsync(SAFETY_POLL_MS / 2);
    expect(pendingCloudBackup).not.toHaveBeenCalled();

    pending = 1; // a recording's new slice
    vaultWritten();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(useCloudUpload.getState().sent).toBe(3);

    useSession.getState().lock();
    pending = 1;
    vaultWritten();
    await vi.advanceTimersByTimeAsync(SAFETY_POLL_MS * 2);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('looks again on the safety poll, and soon after a failure', async () => {
    pending = 0;
    startCloudBackupLoop();
    await settle();
    pending = 1; // written where the loop could not hear of it
    await vi.advanceTimersByTimeAsync(SAFETY_POLL_MS);
    await settle();
    expect(send).toHaveBeenCalledOnce();

    pending = 1;
    send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vaultWritten();
    await vi.waitFor(() => expect(useCloudUpload.getState().problem).toBe('offline'));
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    await settle();
    expect(send).toHaveBeenCalledTimes(3);
    expect(useCloudUpload.getState()).toMatchObject({ problem: null, pendingSlices: 0 });
  });

  it('with Wi-Fi only, waits while on mobile data and goes on when the connection changes', async () => {
    wifiOnly = true;
    network.kind = 'cellular';
    startCloudBackupLoop();
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(useCloudUpload.getState()).toMatchObject({
      waitingForWifi: true,
      pendingSlices: 2,
      sent: 0,
      lastComplete: null,
    });

    network.change('unmetered');
    await vi.waitFor(() => expect(useCloudUpload.getState().lastComplete).not.toBeNull());
    expect(useCloudUpload.getState()).toMatchObject({ waitingForWifi: false, sent: 2 });
  });

  it('with Wi-Fi only, stops between objects when the phone moves to mobile data', async () => {
    wifiOnly = true;
    network.kind = 'unmetered';
    send.mockImplementation(async (options, onSent) => {
      pending--;
      onSent?.();
      network.kind = 'cellular'; // left the Wi-Fi
      if (options?.shouldPause?.()) throw new UploadPaused();
      pending--;
      onSent?.();
      return 2;
    });
    await uploadOnce();
    expect(useCloudUpload.getState()).toMatchObject({
      waitingForWifi: true,
      sent: 1,
      pendingSlices: 1,
      problem: null,
      lastComplete: null,
    });
  });

  it('sends on mobile data when Wi-Fi only is off, and when the browser cannot tell', async () => {
    network.kind = 'cellular';
    await uploadOnce();
    expect(useCloudUpload.getState()).toMatchObject({ sent: 2, waitingForWifi: false });
    wifiOnly = true;
    pending = 1;
    network.kind = 'unknown';
    await uploadOnce();
    expect(useCloudUpload.getState()).toMatchObject({ sent: 3, waitingForWifi: false });
  });

  it('sends nothing in the decoy', async () => {
    vi.mocked(openVaultMode).mockReturnValue('decoy');
    await uploadOnce();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps what is pending and says why when the server refuses or cannot be reached', async () => {
    send.mockRejectedValueOnce(new ApiError(403, 'upgrade', 'Forbidden'));
    await uploadOnce();
    expect(useCloudUpload.getState()).toMatchObject({
      problem: 'refused',
      pendingSlices: 2,
      lastComplete: null,
    });
    send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await uploadOnce();
    expect(useCloudUpload.getState()).toMatchObject({ problem: 'offline', pendingSlices: 2 });
  });
});
