import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserDownload, type DownloadAdapter } from './download';
import { FakeDownload } from './download.test-support';

interface Device {
  adapter: DownloadAdapter;
  /** The files the browser was handed: name and contents. */
  saved(): { name: string; blob: Blob }[];
}

function browserDevice(): Device {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return { adapter: browserDownload, saved: () => saved };
}

function fakeDevice(): Device {
  const fake = new FakeDownload();
  return { adapter: fake, saved: () => fake.saved };
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ['the browser', browserDevice],
  ['the fake', fakeDevice],
])('download contract: %s', (_, makeDevice) => {
  it('hands the browser one file with its name and contents per save', async () => {
    vi.useFakeTimers();
    const device = makeDevice();
    device.adapter.saveFile('journal.txt', new Blob(['dear diary']));
    device.adapter.saveFile('backup.bin', new Blob([new Uint8Array([1, 2])]));
    vi.runAllTimers();
    const saved = device.saved();
    expect(saved.map((file) => file.name)).toEqual(['journal.txt', 'backup.bin']);
    expect(await saved[0]?.blob.text()).toBe('dear diary');
  });
});
