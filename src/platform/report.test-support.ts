import { installUntilTestEnds } from './adapter.test-support';
import { reportSlot, type ReportAdapter } from './report';

/** report() in memory: the lines it would have written, nothing on the console. */
export class FakeReport implements ReportAdapter {
  readonly lines: { text: string; detail?: unknown }[] = [];

  report(text: string, detail?: unknown): void {
    this.lines.push({ text, detail });
  }

  /** The texts reported, oldest first. */
  get texts(): string[] {
    return this.lines.map((line) => line.text);
  }
}

/** A fresh FakeReport in place of the console until the current test ends. */
export function installFakeReport(): FakeReport {
  return installUntilTestEnds(reportSlot, new FakeReport());
}
