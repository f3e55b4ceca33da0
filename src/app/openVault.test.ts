import { beforeAll, describe, expect, it } from 'vitest';
import { isVaultOpen } from '../vault';
import { useSession } from '../vault/session';
import { setMinimalKdfForTests } from '../vault/vault';
import { openVault } from './openVault';

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
});
