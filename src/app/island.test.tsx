import { afterEach, describe, expect, it, vi } from 'vitest';

// The vault and the shell are stand-ins: the test is about what the first screen's calculator asks
// for while the key is derived, not about key derivation or the shell's rendering.
const shellReady = vi.fn(() => Promise.resolve());
vi.mock('../shell/SafetyShell', () => ({ default: () => null, shellReady }));
let settle: (opened: boolean) => void = () => undefined;
vi.mock('./openVault', () => ({
  openVault: vi.fn(() => new Promise<boolean>((resolve) => (settle = resolve))),
  tryCode: vi.fn(),
  enterVault: vi.fn(),
}));

const { handleVanillaSecret } = await import('./island');

afterEach(() => settle(false));

describe('the vanilla calculator hands a code to the island', () => {
  it('gets the shell, its translations and first tab ready while the code is checked', async () => {
    handleVanillaSecret({ kind: 'unlock', code: '77777' }, '77777');
    // While the code is still being checked (openVault has not settled):
    await vi.waitFor(() => expect(shellReady).toHaveBeenCalled());
  });
});
