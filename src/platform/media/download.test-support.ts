import { installUntilTestEnds } from '../adapter.test-support';
import { downloadSlot, type DownloadAdapter } from './download';

/** Downloads in memory: every file saved, with its name and contents. */
export class FakeDownload implements DownloadAdapter {
  /** Every file saved, oldest first. */
  readonly saved: { name: string; blob: Blob }[] = [];

  saveFile(name: string, blob: Blob): void {
    this.saved.push({ name, blob });
  }
}

/** A fresh FakeDownload in place of the browser's until the current test ends. */
export function installFakeDownload(): FakeDownload {
  return installUntilTestEnds(downloadSlot, new FakeDownload());
}
