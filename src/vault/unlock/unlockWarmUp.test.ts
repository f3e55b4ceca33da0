import { installFakeDevice, type FakeDevice } from '../../platform/device/device.test-support';
import { warmUnlock } from './unlockWarmUp';

const warmKdf = vi.hoisted(() => vi.fn());
const loadKeyring = vi.hoisted(() => vi.fn());
vi.mock('../crypto', () => ({ warmKdf }));
vi.mock('./keyring', () => ({ loadKeyring }));

describe('warmUnlock (idle step on the locked calculator)', () => {
  let device: FakeDevice;
  beforeEach(() => {
    warmKdf.mockReset();
    loadKeyring.mockReset();
    device = installFakeDevice();
  });

  it("readies the KDF worker at the key ring's own parameters", async () => {
    const params = { opsLimit: 3, memLimitBytes: 96 * 1024 * 1024 };
    loadKeyring.mockResolvedValue({ v: 1, salt: new Uint8Array(16), params, slots: [] });
    await warmUnlock();
    expect(warmKdf).toHaveBeenCalledExactlyOnceWith(params);
  });

  it('takes no memory where no vault has been set up (no key ring)', async () => {
    loadKeyring.mockResolvedValue(null);
    await warmUnlock();
    expect(warmKdf).not.toHaveBeenCalled();
  });

  it('leaves a phone with less than 2 GB alone: its memory is worth more than 100 ms', async () => {
    const params = { opsLimit: 2, memLimitBytes: 128 * 1024 * 1024 };
    loadKeyring.mockResolvedValue({ v: 1, salt: new Uint8Array(16), params, slots: [] });
    device.memoryGib = 1;
    await warmUnlock();
    expect(warmKdf).not.toHaveBeenCalled();
    device.memoryGib = 4;
    await warmUnlock();
    expect(warmKdf).toHaveBeenCalledExactlyOnceWith(params);
  });
});
