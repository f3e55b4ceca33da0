import { installUntilTestEnds } from '../adapter.test-support';
import { shareSlot, type ShareAdapter, type ShareOutcome } from './share';

/**
 * Sharing in memory. `outcome` is what happens: 'shared' (a share sheet, and she picked an app),
 * 'copied' (no sheet: the clipboard), 'cancelled' (she closed the sheet) or 'failed'. Texts that
 * left the device ('shared' or 'copied') are kept in `shared`.
 */
export class FakeShare implements ShareAdapter {
  outcome: ShareOutcome = 'shared';
  /** Every text asked to be shared, oldest first. */
  readonly asked: string[] = [];
  /** Every text that was shared or copied, oldest first. */
  readonly shared: string[] = [];

  async shareText(text: string): Promise<ShareOutcome> {
    this.asked.push(text);
    const outcome = this.outcome;
    if (outcome === 'shared' || outcome === 'copied') this.shared.push(text);
    return outcome;
  }
}

/** A fresh FakeShare in place of the browser's until the current test ends. */
export function installFakeShare(): FakeShare {
  return installUntilTestEnds(shareSlot, new FakeShare());
}
