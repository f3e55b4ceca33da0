import { installUntilTestEnds } from '../adapter.test-support';
import { deviceSlot, type DeviceAdapter } from './device';

/** The device in memory: a phone or not, its memory, and every link it was asked to open. */
export class FakeDevice implements DeviceAdapter {
  phone = false;
  memoryGib: number | null = null;
  /** Every link opened, oldest first. */
  readonly opened: string[] = [];

  isPhone(): boolean {
    return this.phone;
  }

  openExternal(url: string): void {
    this.opened.push(url);
  }

  deviceMemoryGib(): number | null {
    return this.memoryGib;
  }
}

/** A fresh FakeDevice in place of the browser's until the current test ends. */
export function installFakeDevice(): FakeDevice {
  return installUntilTestEnds(deviceSlot, new FakeDevice());
}
