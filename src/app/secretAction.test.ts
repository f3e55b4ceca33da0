import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isComputing } from '../disguise/code/computing';
import { retirePublicCode } from '../session';
import { openVault } from './openVault';
import { submitFriendCode } from './friendAccess';
import { runSecretAction } from './secretAction';

vi.mock('./openVault', () => ({ openVault: vi.fn(), tryCode: vi.fn(), enterVault: vi.fn() }));
vi.mock('./friendAccess', () => ({ submitFriendCode: vi.fn() }));
vi.mock('../features/emergency', () => ({ triggerPanic: vi.fn(() => Promise.resolve()) }));

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const t = ((key: string) => key) as Parameters<typeof runSecretAction>[2];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => vi.mocked(openVault).mockReset());

describe('runSecretAction: the calculator at work', () => {
  it.each([
    ['a code that opens the interface', true],
    ['digits and "=" that open nothing (a sum)', false],
  ])('%s: busy from the key until the answer', async (_, opens) => {
    const answer = deferred<boolean>();
    vi.mocked(openVault).mockReturnValue(answer.promise);
    runSecretAction({ kind: 'candidate', code: '345678' }, '77777', t, () => {});
    expect(isComputing()).toBe(true);
    answer.resolve(opens);
    await settle();
    expect(isComputing()).toBe(false);
  });

  it('a check that fails ends it too', async () => {
    const answer = deferred<boolean>();
    vi.mocked(openVault).mockReturnValue(answer.promise.then(() => Promise.reject(new Error('x'))));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    runSecretAction({ kind: 'candidate', code: '345678' }, '77777', t, () => {});
    answer.resolve(false);
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(isComputing()).toBe(false);
  });

  it('77777 shows it while it is the public code, not once her own code replaced it', async () => {
    const answer = deferred<boolean>();
    vi.mocked(openVault).mockReturnValue(answer.promise);
    runSecretAction({ kind: 'unlock', code: '77777' }, '77777', t, () => {});
    expect(isComputing()).toBe(true);
    answer.resolve(true);
    await settle();
    expect(isComputing()).toBe(false);

    retirePublicCode();
    vi.mocked(openVault).mockResolvedValue(false);
    runSecretAction({ kind: 'unlock', code: '77777' }, '77777', t, () => {});
    expect(isComputing()).toBe(false);
    expect(openVault).toHaveBeenCalledTimes(2);
  });

  it('the friend code until its answer; the panic never', async () => {
    const answer = deferred<void>();
    vi.mocked(submitFriendCode).mockReturnValue(answer.promise);
    runSecretAction({ kind: 'friend', code: '11111' }, '77777', t, () => {});
    expect(isComputing()).toBe(true);
    answer.resolve();
    await settle();
    expect(isComputing()).toBe(false);
    runSecretAction({ kind: 'panic' }, '77777', t, () => {});
    expect(isComputing()).toBe(false);
  });
});
