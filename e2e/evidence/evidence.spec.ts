import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SetupDialog, test as profileTest } from '../support/profile';
import { SafetyShell } from '../support/shell';
import { itemAtLeast, timerAtLeast } from '../support/duration';

/**
 * The Evidence tab in Chromium with its fake camera and microphone (playwright.config.ts): record
 * audio and video, take a photo, play them after a reload, and check that the media never lies in
 * plaintext in the browser profile on disk.
 */

async function openEvidence(page: Page, firstTime: boolean): Promise<SafetyShell> {
  const shell = new SafetyShell(page);
  await page.goto('/');
  await page.keyboard.type('77777');
  // The first unlock creates the vault (two key derivations) on a machine shared with other runs.
  await expect(shell.tablist).toBeVisible({ timeout: 20_000 });
  if (firstTime) await new SetupDialog(page).notNow();
  await shell.open('Evidence');
  return shell;
}

/** Records `seconds` of the chosen kind, waiting on the on-screen timer, never on a sleep. */
async function record(shell: SafetyShell, kind: 'Audio' | 'Camera', seconds: number) {
  await shell.button(kind).click();
  await expect(shell.button(kind)).toHaveAttribute('aria-pressed', 'true');
  await shell.button('Start Recording').click();
  const timer = shell.panel.getByRole('timer');
  await expect(timer).toBeVisible();
  // The type is locked while recording.
  await expect(shell.button(kind === 'Audio' ? 'Camera' : 'Audio')).toBeDisabled();
  await expect(timer).toHaveText(timerAtLeast(seconds), { timeout: 30_000 });
  await shell.button('Stop Recording').click();
  await expect(shell.button('Start Recording')).toBeEnabled();
}

function savedList(shell: SafetyShell) {
  return shell.panel.getByRole('list', { name: 'Saved evidence' });
}

// Each test unlocks (an Argon2id derivation), records and encodes (H.264 for MP4) on a machine
// shared with other runs: time, never a race.
test.describe.configure({ timeout: 180_000 });

// The server's one test account keeps its usage between tests: the free limits (audio 2, video 1)
// would otherwise depend on which tests ran before.
test.beforeEach(async ({ request }) => {
  await request.post('/api/__mock/reset');
});

test('records 3 s of audio and of video, takes a photo, and plays them after a reload', async ({
  page,
}) => {
  let shell = await openEvidence(page, true);
  await record(shell, 'Audio', 3);
  await expect(savedList(shell).getByRole('listitem')).toHaveCount(1);
  await record(shell, 'Camera', 3);
  await shell.button('Photo').click();
  await shell.button('Take Photo').click();
  await expect(savedList(shell).getByRole('listitem')).toHaveCount(3);

  await page.reload();
  shell = await openEvidence(page, false);
  const items = savedList(shell).getByRole('listitem');
  await expect(items).toHaveCount(3);
  const audio = items.filter({ hasText: itemAtLeast('Audio', 3) });
  const video = items.filter({ hasText: itemAtLeast('Video', 3) });
  await expect(audio).toHaveCount(1);
  await expect(video).toHaveCount(1);

  await audio.getByRole('button', { name: 'Play', exact: true }).click();
  const player = shell.panel.locator('audio');
  await expect(player).toHaveJSProperty('readyState', 4, { timeout: 10_000 });
  expect(await player.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(0);

  await video.getByRole('button', { name: 'Play', exact: true }).click();
  const videoPlayer = shell.panel.locator('video');
  await expect
    .poll(() => videoPlayer.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);

  await items.filter({ hasText: 'Photo' }).getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(() => shell.panel.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth))
    .toBeGreaterThan(0);
});

profileTest(
  'audio and video play streamed through Media Source Extensions, never a whole-item Blob',
  async ({ newProfile }) => {
    // A fresh server: the free plan's one video is counted per server.
    const page = await newProfile().open();
    // Which object URLs the page makes, and from what: the player's must come from a MediaSource.
    await page.addInitScript(() => {
      const made: { url: string; from: string; type: string }[] = [];
      const sources: MediaSource[] = [];
      const buffers: SourceBuffer[] = [];
      Object.assign(window, { objectUrls: made, mediaSources: sources, sourceBuffers: buffers });
      const addSourceBuffer = MediaSource.prototype.addSourceBuffer;
      MediaSource.prototype.addSourceBuffer = function (this: MediaSource, type: string) {
        const buffer = addSourceBuffer.call(this, type);
        buffers.push(buffer);
        return buffer;
      };
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (object: Blob | MediaSource) => {
        const url = create(object);
        const from = object instanceof MediaSource ? 'MediaSource' : 'Blob';
        if (object instanceof MediaSource) sources.push(object);
        made.push({ url, from, type: object instanceof Blob ? object.type : '' });
        return url;
      };
    });
    const shell = await openEvidence(page, true);
    await record(shell, 'Audio', 4);
    await record(shell, 'Camera', 4);
    const items = savedList(shell).getByRole('listitem');
    await expect(items).toHaveCount(2);

    for (const [kind, tag] of [
      ['Audio', 'audio'],
      ['Video', 'video'],
    ] as const) {
      await items
        .filter({ hasText: new RegExp(`^${kind} · `) })
        .getByRole('button', { name: 'Play', exact: true })
        .click();
      const player = shell.panel.locator(tag);
      await expect(player).toHaveAttribute('data-source', 'stream');
      const src = await player.evaluate((m: HTMLMediaElement) => m.src);
      expect(src).toMatch(/^blob:/);
      const made = await page.evaluate(
        () => (window as unknown as { objectUrls: { url: string; from: string }[] }).objectUrls,
      );
      expect(made.find((entry) => entry.url === src)?.from).toBe('MediaSource');
      // The whole stream went in and ended: the duration is the recording's, not Infinity.
      await expect
        .poll(() => player.evaluate((m: HTMLMediaElement) => m.duration), { timeout: 10_000 })
        .toBeGreaterThan(3);
      expect(await player.evaluate((m: HTMLMediaElement) => m.duration)).toBeLessThan(10);
      await player.evaluate((m: HTMLMediaElement) => m.play().catch(() => undefined));
      await expect
        .poll(() => player.evaluate((m: HTMLMediaElement) => m.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(1);
      if (tag === 'audio') {
        // As the feeder does for long audio: the first 3 s are evicted; then the user seeks back
        // to 0.5 s. The item is fed again from its start and plays from there.
        await page.evaluate(async () => {
          const buffers = (window as unknown as { sourceBuffers: SourceBuffer[] }).sourceBuffers;
          const buffer = buffers[buffers.length - 1]!;
          buffer.remove(0, 3);
          await new Promise((resolve) =>
            buffer.addEventListener('updateend', resolve, { once: true }),
          );
        });
        expect(await player.evaluate((v: HTMLMediaElement) => v.buffered.start(0))).toBeGreaterThan(
          2,
        );
        await player.evaluate((v: HTMLMediaElement) => {
          v.currentTime = 0.5;
          void v.play().catch(() => undefined);
        });
        await expect
          .poll(() => player.evaluate((v: HTMLMediaElement) => v.buffered.start(0)), {
            timeout: 10_000,
          })
          .toBeLessThan(0.5);
        await expect
          .poll(() => player.evaluate((v: HTMLMediaElement) => v.currentTime), { timeout: 10_000 })
          .toBeGreaterThan(1);
      }
      if (tag === 'video') {
        expect(await player.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
      }
    }
    // No Blob of audio or video was made for playing: nothing whole-item for Chromium to spill.
    const blobs = await page.evaluate(() =>
      (window as unknown as { objectUrls: { from: string; type: string }[] }).objectUrls.filter(
        (entry) => entry.from === 'Blob' && /^(audio|video)\//.test(entry.type),
      ),
    );
    expect(blobs).toEqual([]);

    const sourceStates = () =>
      page.evaluate(() =>
        (window as unknown as { mediaSources: MediaSource[] }).mediaSources.map(
          (m) => m.readyState,
        ),
      );
    // The audio player's source was detached when the video replaced it; the video's is whole.
    expect(await sourceStates()).toEqual(['closed', 'ended']);
    await shell.hide();
    await expect(page.locator('video')).toHaveCount(0);
    expect(await sourceStates()).toEqual(['closed', 'closed']);
  },
);

profileTest(
  'a damaged video plays what decrypts, then says it is damaged; another item still plays',
  async ({ newProfile }) => {
    const page = await newProfile().open();
    const shell = await openEvidence(page, true);
    await record(shell, 'Camera', 4);
    // Remove the video's third slice from IndexedDB, as a cut or tampered copy would lose it.
    const removed = await page.evaluate(async () => {
      const open = (name: string) =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      let count = 0;
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await open(name);
        if (db.objectStoreNames.contains('g')) {
          const store = db.transaction('g', 'readwrite').objectStore('g');
          count += await new Promise<number>((resolve) => {
            let n = 0;
            store.openCursor().onsuccess = (event) => {
              const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
              if (!cursor) return resolve(n);
              if ((cursor.value as { seq: number }).seq === 2) {
                cursor.delete();
                n += 1;
              }
              cursor.continue();
            };
          });
        }
        db.close();
      }
      return count;
    });
    expect(removed).toBe(1);

    const items = savedList(shell).getByRole('listitem');
    await items.first().getByRole('button', { name: 'Play', exact: true }).click();
    const figure = shell.panel.getByRole('figure');
    const video = figure.locator('video');
    await expect(video).toHaveAttribute('data-source', 'stream');
    await expect(figure.getByRole('status')).toHaveText(
      'This item is damaged and cannot be played. Your other items are not affected.',
    );
    // The two slices before the gap still play, from the start. (The recorder's own timestamps
    // can leave a hair's gap between two slices, so the buffer may hold two ranges, not one.)
    const buffered = await video.evaluate((v: HTMLVideoElement) =>
      Array.from({ length: v.buffered.length }, (_, i) => [v.buffered.start(i), v.buffered.end(i)]),
    );
    expect(buffered.length).toBeGreaterThan(0);
    expect(buffered[0]![0]).toBeLessThan(0.5);
    expect(buffered.at(-1)![1]).toBeGreaterThan(0.5);

    await record(shell, 'Audio', 2);
    await items
      .filter({ hasText: /^Audio · / })
      .getByRole('button', { name: 'Play', exact: true })
      .click();
    const audio = shell.panel.locator('audio');
    await expect(audio).toHaveAttribute('data-source', 'stream');
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 10_000 })
      .toBeGreaterThan(1);
    await expect(shell.panel.getByRole('figure').getByRole('status')).toHaveCount(0);
  },
);

profileTest(
  'free plan: a third audio recording is blocked with the spec message; delete removes one item',
  async ({ newProfile }) => {
    // A fresh server: usage counts are the server's, shared by every test of the same server.
    const page = await newProfile().open();
    const shell = await openEvidence(page, true);
    await record(shell, 'Audio', 1);
    await record(shell, 'Audio', 1);
    await shell.button('Start Recording').click();
    await expect(shell.toasts).toContainText(
      "You've reached your free audio recording limit. Upgrade for unlimited recordings.",
    );
    await expect(shell.panel.getByRole('timer')).toHaveCount(0);
    const items = savedList(shell).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await items.first().getByRole('button', { name: 'Delete', exact: true }).click();
    await items.first().getByRole('button', { name: 'Yes, delete', exact: true }).click();
    await expect(items).toHaveCount(1);
    await items.first().getByRole('button', { name: 'Play', exact: true }).click();
    await expect(shell.panel.locator('audio')).toHaveCount(1);
  },
);

profileTest(
  'the recording never lies in plaintext in the Chromium profile on disk',
  async ({ newProfile }) => {
    const profile = newProfile();
    const page = await profile.open();
    // The Blob download of browsers without a file picker (Firefox, Safari, Android): the path
    // whose file goes through the browser's downloads.
    await page.addInitScript(() =>
      Object.defineProperty(window, 'showSaveFilePicker', { value: undefined, configurable: true }),
    );
    const shell = await openEvidence(page, true);
    await record(shell, 'Audio', 2);
    const item = savedList(shell).getByRole('listitem');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audio-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.webm$/);
    const plain = readFileSync(await download.path());
    expect(plain.length).toBeGreaterThan(1000);
    // Three 48-byte runs from inside the media (past the container header every webm shares),
    // each varied enough (32 distinct bytes or more) that no unrelated file holds it by chance.
    const needles = [0.3, 0.5, 0.8].map((at) => {
      let start = Math.floor(plain.length * at);
      while (start + 48 < plain.length && new Set(plain.subarray(start, start + 48)).size < 32)
        start += 1;
      return plain.subarray(start, start + 48).toString('latin1');
    });
    await profile.close();
    const scan = profile.scan(needles);
    expect(scan.bytes).toBeGreaterThan(0);
    expect(scan.hits).toEqual([]);
  },
);

test('Download streams the slices into the picked file; its SHA-256 is the manifest’s', async ({
  page,
}) => {
  // The picker, answered as a user would: a file (here in the origin's private file system, which
  // the test can read back) through the real FileSystemWritableFileStream.
  await page.addInitScript(() => {
    const picked: string[] = [];
    Object.assign(window, {
      pickedNames: picked,
      showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) => {
        picked.push(suggestedName);
        const root = await navigator.storage.getDirectory();
        return root.getFileHandle('picked', { create: true });
      },
    });
  });
  const shell = await openEvidence(page, true);
  await record(shell, 'Audio', 2);
  const item = savedList(shell).getByRole('listitem');
  await item.getByRole('button', { name: 'Download', exact: true }).click();
  // The file is put in place only on close(): a size means the whole item was written.
  const readPicked = () =>
    page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      const file = await (await root.getFileHandle('picked').catch(() => null))?.getFile();
      return file ? Array.from(new Uint8Array(await file.arrayBuffer())) : [];
    });
  await expect.poll(async () => (await readPicked()).length).toBeGreaterThan(1000);
  const saved = Buffer.from(await readPicked());
  expect(
    await page.evaluate(() => (window as unknown as { pickedNames: string[] }).pickedNames),
  ).toEqual([expect.stringMatching(/^audio-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.webm$/)]);
  await expect(shell.panel.getByText('This item is damaged')).toHaveCount(0);

  // The hash taken while recording (in the hash worker) is sha256sum of the saved file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    shell.button('Export for court').click(),
  ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'evidence-zip-'));
  try {
    execFileSync('unzip', ['-q', await download.path(), '-d', dir]);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
      files: { file: string; sha256: string }[];
    };
    expect(manifest.files).toHaveLength(1);
    expect(createHash('sha256').update(saved).digest('hex')).toBe(manifest.files[0]!.sha256);
    expect(readFileSync(path.join(dir, manifest.files[0]!.file)).equals(saved)).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Export for court: one ZIP whose manifest hash matches every file in it', async ({ page }) => {
  const shell = await openEvidence(page, true);
  await shell.button('Photo').click();
  await shell.button('Take Photo').click();
  await expect(savedList(shell).getByRole('listitem')).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    shell.button('Export for court').click(),
  ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'evidence-zip-'));
  try {
    execFileSync('unzip', ['-q', await download.path(), '-d', dir]);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
      files: { file: string; sha256: string; capturedAt: string }[];
    };
    expect(manifest.files.length).toBeGreaterThan(0);
    for (const entry of manifest.files) {
      const bytes = readFileSync(path.join(dir, entry.file));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(entry.sha256);
    }
    const readable = readFileSync(path.join(dir, 'manifest.txt'), 'utf8');
    expect(readable).toContain('Evidence manifest');
    expect(readable).toContain(manifest.files[0]!.sha256);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
