import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeConnection,
  type FakeConnection,
} from '../../platform/device/connection.test-support';
import { ApiError } from '../../sync';
import { cloudBackupState, setCloudBackupWifiOnly, setWipeDeletesCloudBackup } from '../../vault';
import { openVaultMode } from '../../session';
import { renderInEnglish } from '../settings/settings.test-support';
import { deleteCloudBackup, turnOnCloudBackup } from './cloudBackup';
import { CloudBackupCard } from './CloudBackupCard';
import { useCloudUpload } from './uploadLoop';

vi.mock('../../vault', () => ({
  cloudBackupState: vi.fn(),
  setWipeDeletesCloudBackup: vi.fn(),
  setCloudBackupWifiOnly: vi.fn(),
  pendingCloudBackup: vi.fn(async () => null),
}));
vi.mock('../../session/openMode', () => ({ openVaultMode: vi.fn() }));
vi.mock('./cloudBackup', () => ({
  turnOnCloudBackup: vi.fn(),
  deleteCloudBackup: vi.fn(),
  sendPendingBackup: vi.fn(async () => 0),
}));

const state = vi.mocked(cloudBackupState);
const turnOn = vi.mocked(turnOnCloudBackup);
const remove = vi.mocked(deleteCloudBackup);
const mode = vi.mocked(openVaultMode);
let on = false;
let wipeDeletes = false;
let wifiOnly = false;

let network: FakeConnection;

beforeEach(() => {
  vi.clearAllMocks();
  on = false;
  wipeDeletes = false;
  wifiOnly = false;
  network = installFakeConnection();
  network.kind = 'unmetered';
  mode.mockReturnValue('real');
  state.mockImplementation(async () => ({ on, wipeDeletes, wifiOnly }));
  vi.mocked(setWipeDeletesCloudBackup).mockImplementation(async (next) => {
    wipeDeletes = next;
  });
  vi.mocked(setCloudBackupWifiOnly).mockImplementation(async (next) => {
    wifiOnly = next;
  });
  useCloudUpload.setState({
    sent: 0,
    pendingSlices: 0,
    pendingRecords: false,
    counted: false,
    lastComplete: null,
    problem: null,
  });
});

const cloudSwitch = () => screen.getByRole('switch', { name: 'Cloud backup' });

describe('Cloud backup card', () => {
  it('is absent in the decoy', async () => {
    mode.mockReturnValue('decoy');
    await renderInEnglish(<CloudBackupCard />);
    expect(screen.queryByText('Cloud backup')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the recovery code once, then the progress and the delete and wipe controls', async () => {
    turnOn.mockImplementation(async () => {
      on = true;
      return 'ABCD-EFGH-JKLM';
    });
    await renderInEnglish(<CloudBackupCard />);
    expect(await screen.findByRole('switch', { name: 'Cloud backup' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(cloudSwitch());
    expect(await screen.findByLabelText('Recovery code')).toHaveTextContent('ABCD-EFGH-JKLM');
    expect(cloudSwitch()).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'I wrote it down' }));
    expect(screen.queryByText('ABCD-EFGH-JKLM')).toBeNull();

    // Before the vault has been asked what is pending, nothing is claimed.
    expect(screen.getByText('Checking what is not uploaded yet…')).toBeVisible();
    expect(screen.queryByText('Everything is on the server.')).toBeNull();

    act(() =>
      useCloudUpload.setState({ sent: 3, pendingSlices: 2, pendingRecords: true, counted: true }),
    );
    const bar = screen.getByRole('progressbar', { name: 'Backup progress' });
    expect(bar).toHaveAttribute('max', '6');
    expect(bar).toHaveAttribute('value', '3');
    expect(screen.getByText('Waiting to be sent: 3')).toBeVisible();
    expect(screen.getByText('No complete upload since the app was opened.')).toBeVisible();

    act(() =>
      useCloudUpload.setState({
        sent: 6,
        pendingSlices: 0,
        pendingRecords: false,
        lastComplete: Date.UTC(2026, 0, 2, 10, 30),
      }),
    );
    expect(screen.getByText('Everything is on the server.')).toBeVisible();
    expect(screen.getByText(/^Last complete upload: .*2026/)).toBeVisible();

    const wipe = screen.getByRole('switch', { name: 'Wipe also deletes the cloud backup' });
    await userEvent.click(wipe);
    expect(setWipeDeletesCloudBackup).toHaveBeenCalledWith(true);
    expect(wipe).toHaveAttribute('aria-checked', 'true');
  });

  it('shows the upgrade text when the free plan is refused, and stays off', async () => {
    turnOn.mockRejectedValue(new ApiError(403, '{"message":"upgrade"}', 'Forbidden'));
    await renderInEnglish(<CloudBackupCard />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Cloud backup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cloud backup is part of the paid plan. Upgrade for cloud backup.',
    );
    expect(cloudSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByLabelText('Recovery code')).toBeNull();
    expect(screen.queryByText(/on the server/)).toBeNull();
  });

  it('says when the server cannot be reached and keeps what is pending', async () => {
    on = true;
    await renderInEnglish(<CloudBackupCard />);
    act(() =>
      useCloudUpload.setState({ sent: 1, pendingSlices: 4, problem: 'offline', counted: true }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
    expect(screen.getByText('Waiting to be sent: 4')).toBeVisible();
    expect(screen.queryByText('Everything is on the server.')).toBeNull();
  });

  it('asks before deleting, then says whether the server confirmed', async () => {
    on = true;
    remove.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderInEnglish(<CloudBackupCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete cloud backup' }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete cloud backup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText(/The server did not confirm the deletion/)).toBeVisible();
    expect(cloudSwitch()).toHaveAttribute('aria-checked', 'true');

    remove.mockImplementationOnce(async () => {
      on = false;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete cloud backup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(
      await screen.findByText('The server confirmed: the cloud backup is deleted.'),
    ).toBeVisible();
    expect(cloudSwitch()).toHaveAttribute('aria-checked', 'false');
  });

  it('lets her keep uploads to Wi-Fi, and says when they wait for it', async () => {
    on = true;
    await renderInEnglish(<CloudBackupCard />);
    const wifi = await screen.findByRole('switch', { name: 'Upload on Wi-Fi only' });
    expect(wifi).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(wifi);
    expect(setCloudBackupWifiOnly).toHaveBeenCalledWith(true);
    expect(wifi).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText(/uploads wait for Wi-Fi/)).toBeNull();

    act(() => useCloudUpload.setState({ sent: 0, pendingSlices: 3, counted: true }));
    act(() => network.change('cellular'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'This phone is on mobile data: uploads wait for Wi-Fi.',
    );
    expect(screen.getByText('Waiting to be sent: 3')).toBeVisible();
    expect(screen.queryByText('Everything is on the server.')).toBeNull();

    act(() => network.change('unmetered'));
    expect(screen.queryByText(/uploads wait for Wi-Fi/)).toBeNull();
  });

  it('says that uploads go on where the browser cannot tell Wi-Fi from mobile data', async () => {
    on = true;
    wifiOnly = true;
    network.kind = 'unknown';
    await renderInEnglish(<CloudBackupCard />);
    expect(
      await screen.findByText(
        'This browser cannot tell Wi-Fi from mobile data, so uploads go on over any connection.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/uploads wait for Wi-Fi/)).toBeNull();
  });
});
