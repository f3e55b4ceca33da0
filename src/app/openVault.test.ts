import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isVaultOpen } from '../vault';
import { useSession } from '../session';
import { setMinimalKdfForTests } from '../vault/vault';
import { enterVault, openVault, tryCode } from './openVault';

// What a real unlock starts next (check-in, account sync) loads lazily; stand-ins keep those imports
// from landing after this file's environment is gone.
vi.mock('../features/emergency/startup', () => ({ onRealUnlock: vi.fn() }));
vi.mock('../sync/account', () => ({ startAccountSync: vi.fn() }));

beforeAll(() => setMinimalKdfForTests());

describe('openVault', () => {
  it('opens the interface for the code', async () => {
    useSession.getState().lock();
    expect(await openVault('77777', '77777', useSession.getState().unlock)).toBe(true);
    expect(useSession.getState().status).toBe('unlocked');
    useSession.getState().lock();
  });

  it('an attempt still being checked when the interface was opened and locked again never reopens it', async () => {
    useSession.getState().lock();
    const unlock = useSession.getState().unlock;
    const late = openVault('77777', '77777', unlock);
    // Meanwhile another attempt opened the interface, and a locked page (or Hide) locked it.
    unlock();
    useSession.getState().lock();
    expect(await late).toBe(false);
    expect(useSession.getState().status).toBe('locked');
    expect(isVaultOpen()).toBe(false);
  });

  it('a store opened for the friend code is not shown if the page was locked during its wait', async () => {
    useSession.getState().lock();
    const opened = await tryCode('77777', '77777');
    expect(opened?.mode).toBe('real');
    // The friend code waits a second after its toast; Hide Interface was pressed meanwhile.
    useSession.getState().lock();
    expect(enterVault(opened!, useSession.getState().unlock)).toBe(false);
    expect(useSession.getState().status).toBe('locked');
    expect(isVaultOpen()).toBe(false);
  });
});
