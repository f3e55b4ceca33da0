import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../sync';
import { cloudBackupState, pendingCloudBackup } from '../../vault';
import { openVaultMode, useSession } from '../../session';
import { sendPendingBackup } from './cloudBackup';
import {
  startCloudBackupLoop,
  stopCloudBackupLoop,
  uploadOnce,
  useCloudUpload,
} from './uploadLoop';

vi.mock('../../vault', () => ({ cloudBackupState: vi.fn(), pendingCloudBackup: vi.fn() }));
vi.mock('../../session/openMode', () => ({ openVaultMode: vi.fn() }));
vi.mock('./cloudBackup', () => ({ sendPendingBackup: vi.fn() }));
vi.mock('../../platform/report', () => ({ report: vi.fn() }));

const send = vi.mocked(sendPendingBackup);
let pending = 2;

beforeEach(() => {
  vi.useFakeTimers();
  pending = 2;
  vi.mocked(openVaultMode).mockReturnValue('real');
  vi.mocked(cloudBackupState).mockResolvedValue({ on: true, wipeDeletes: false });
  vi.mocked(pendingCloudBackup).mockImplementation(async () => ({
    slices: pending,
    records: false,
  }));
  send.mockReset();
  send.mockImplementation(async (_options, onSent) => {
    while (pending > 0) {
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

describe('the upload loop', () => {
  it('sends what is pending every 2 s and stops at lock', async () => {
    startCloudBackupLoop();
    await vi.waitFor(() => expect(useCloudUpload.getState().lastComplete).not.toBeNull());
    expect(useCloudUpload.getState().sent).toBe(2);
    expect(send).toHaveBeenCalledOnce();

    pending = 1; // a new slice was written
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(useCloudUpload.getState().pendingSlices).toBe(0);

    useSession.getState().lock();
    pending = 1;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(2);
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
