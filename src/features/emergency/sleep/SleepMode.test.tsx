import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../i18n';
import type * as Vault from '../../../vault';
import type { VaultMode } from '../../../vault';
import { destroyDeviceKey, loadEssentialsBlob } from '../../../vault/device/deviceKey';
import { readEssentials, updateEssentials } from '../../../vault/device/essentials';
import { getVaultDatabase } from '../../../vault/vault';
import { installTestVault } from '../../../vault/testing/vault.test-support';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import { logAppOpened, markRealUnlock } from './accessLog';
import { SleepMode } from './SleepMode';

let mode: VaultMode | null = 'real';
vi.mock('../../../vault', async (importOriginal) => ({
  ...(await importOriginal<typeof Vault>()),
  vaultMode: () => mode,
}));

const { renderWithI18n } = installTestI18n('emergency');
// The log lives in the real vault (what the locked page logged joins it at a real unlock).
installTestVault('accessLog');

beforeEach(() => {
  mode = 'real';
  useLanguageStore.setState({ language: 'en' });
});

afterEach(async () => {
  await destroyDeviceKey();
});

const renderSleepMode = () => renderWithI18n(<SleepMode />);

const sleepSwitch = () => screen.getByRole('switch', { name: 'Sleep mode' });
const at = (day: number) => new Date(2026, 0, day, 9, 15).getTime();

/** Seven openings, 1 to 7 January; even days were opened with the real code. */
async function seedLog() {
  await updateEssentials({ sleepMode: true });
  await getVaultDatabase().accessLog.bulkPut(
    [1, 2, 3, 4, 5, 6, 7].map((day) => ({ id: `e${day}`, at: at(day), attempted: day % 2 === 1 })),
  );
}

describe('Sleep mode', () => {
  it('explains itself, and switching it on is stored in the essentials', async () => {
    renderSleepMode();
    expect(
      screen.getByText(
        'Logs each time this app is opened, and whether it was opened with your code. It never records audio or video.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(sleepSwitch()).toBeEnabled());
    expect(sleepSwitch()).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(sleepSwitch());
    expect(sleepSwitch()).toHaveAttribute('aria-checked', 'true');
    await waitFor(async () => expect((await readEssentials()).sleepMode).toBe(true));
  });

  it('shows the last 5 entries, newest first, in the current language', async () => {
    await seedLog();
    renderSleepMode();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(5);
    const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(
      [7, 6, 5, 4, 3].map((day) => format.format(at(day))),
    );
    const [newest, second] = items as [HTMLElement, HTMLElement];
    expect(within(newest).getByText('Opened without your code')).toBeInTheDocument();
    expect(within(second).getByText('Normal use')).toBeInTheDocument();
  });

  it('updates while open when this opening turns out to be normal use', async () => {
    await updateEssentials({ sleepMode: true });
    await logAppOpened(at(9));
    renderSleepMode();
    expect(await screen.findByText('Opened without your code')).toBeInTheDocument();
    await act(() => markRealUnlock());
    expect(await screen.findByText('Normal use')).toBeInTheDocument();
  });

  it('in the decoy shows the switch off and no log, and writes nothing', async () => {
    await seedLog();
    const before = await loadEssentialsBlob();
    mode = 'decoy';
    renderSleepMode();
    expect(sleepSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    fireEvent.click(sleepSwitch());
    expect(sleepSwitch()).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(sleepSwitch());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(await loadEssentialsBlob()).toEqual(before);
    const stored = await readEssentials();
    expect(stored.sleepMode).toBe(true);
    expect(await getVaultDatabase().accessLog.count()).toBe(7);
  });
});
