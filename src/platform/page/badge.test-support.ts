import { installUntilTestEnds } from '../adapter.test-support';
import { badgeSlot, type BadgeAdapter } from './badge';

/** The app icon's badge in memory: shown or not, and how often clearing it was asked. */
export class FakeBadge implements BadgeAdapter {
  shown = true;
  cleared = 0;

  async clearAppBadge(): Promise<void> {
    this.cleared += 1;
    this.shown = false;
  }
}

/** A fresh FakeBadge in place of the browser's until the current test ends. */
export function installFakeBadge(): FakeBadge {
  return installUntilTestEnds(badgeSlot, new FakeBadge());
}
