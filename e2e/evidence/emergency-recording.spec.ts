import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { SetupDialog } from '../support/profile';
import { SafetyShell } from '../support/shell';
import { itemAtLeast, timerAtLeast } from '../support/duration';

/**
 * The Emergency tab's recording card (the Evidence tab's recorder in a compact card) and the
 * spec's formats: video as MP4 where Chromium records it, audio exported as WAV beside its
 * original, the manifest keeping both hashes. Chromium's fake camera and microphone
 * (playwright.config.ts).
 */

// Each test unlocks (an Argon2id derivation) and records on a loaded machine.
test.describe.configure({ timeout: 180_000 });

// The server's one test account keeps its usage between tests: reset it (free limits).
test.beforeEach(async ({ request }) => {
  await request.post('/api/__mock/reset');
});

async function unlock(page: Page, firstTime: boolean): Promise<SafetyShell> {
  const shell = new SafetyShell(page);
  await page.goto('/');
  await shell.unlockByKeyboard();
  if (firstTime) await new SetupDialog(page).notNow();
  return shell;
}

function card(shell: SafetyShell) {
  const heading = shell.page.getByRole('heading', { name: 'Record evidence', exact: true });
  return shell.panel.locator('section', { has: heading });
}

function savedItems(shell: SafetyShell) {
  return shell.panel.getByRole('list', { name: 'Saved evidence' }).getByRole('listitem');
}

/** Waits on the on-screen timer, never on a sleep. */
async function recordOnCard(shell: SafetyShell, button: string, seconds: number) {
  await card(shell).getByRole('button', { name: button, exact: true }).click();
  const timer = card(shell).getByRole('timer');
  await expect(timer).toBeVisible({ timeout: 15_000 });
  await expect(timer).toHaveText(timerAtLeast(seconds), { timeout: 30_000 });
  await card(shell).getByRole('button', { name: 'Stop Recording', exact: true }).click();
  await expect(shell.toasts.getByText('Recording Saved', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(card(shell).getByRole('button', { name: button, exact: true })).toBeEnabled();
}

/** The Evidence tab's dialog, as e2e/evidence/evidence.spec.ts records. */
async function recordOnEvidenceTab(shell: SafetyShell, kind: 'Audio' | 'Camera', seconds: number) {
  await shell.button(kind).click();
  await shell.button('Start Recording').click();
  const timer = shell.panel.getByRole('timer');
  await expect(timer).toHaveText(timerAtLeast(seconds), { timeout: 30_000 });
  await shell.button('Stop Recording').click();
  await expect(shell.button('Start Recording')).toBeEnabled({ timeout: 15_000 });
}

test('the Emergency tab records 3 s of audio that the Evidence tab lists and plays; the free limit applies', async ({
  page,
}) => {
  const shell = await unlock(page, true);
  await expect(shell.tab('Emergency')).toHaveAttribute('aria-selected', 'true');
  await expect(card(shell)).toBeVisible();
  await recordOnCard(shell, 'Record Audio', 3);

  await card(shell).getByRole('button', { name: 'Open Saved Evidence', exact: true }).click();
  await expect(shell.tab('Evidence')).toHaveAttribute('aria-selected', 'true');
  const items = savedItems(shell);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(itemAtLeast('Audio', 3));
  await items.first().getByRole('button', { name: 'Play', exact: true }).click();
  const player = shell.panel.locator('audio');
  await expect
    .poll(() => player.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 15_000 })
    .toBeGreaterThan(2);
  await player.evaluate((a: HTMLAudioElement) => a.play().catch(() => undefined));
  await expect
    .poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);

  // The free plan's two audio recordings: the second on the card, the third refused with the
  // Evidence tab's own message.
  await shell.open('Emergency');
  await recordOnCard(shell, 'Record Audio', 1);
  await card(shell).getByRole('button', { name: 'Record Audio', exact: true }).click();
  await expect(shell.toasts).toContainText(
    "You've reached your free audio recording limit. Upgrade for unlimited recordings.",
  );
  await expect(card(shell).getByRole('timer')).toHaveCount(0);

  // A photo from the card is listed too.
  await card(shell).getByRole('button', { name: 'Take Photo', exact: true }).click();
  await expect(shell.toasts.getByText('Photo Captured', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await shell.open('Evidence');
  await expect(savedItems(shell)).toHaveCount(3);
  await expect(savedItems(shell).filter({ hasText: /^Photo/ })).toHaveCount(1);
});

test('a video recorded in Chromium is MP4 where it records MP4, and plays streamed after a reload', async ({
  page,
}) => {
  // The Blob download (no file picker), so the test can read the file the user gets.
  await page.addInitScript(() =>
    Object.defineProperty(window, 'showSaveFilePicker', { value: undefined, configurable: true }),
  );
  let shell = await unlock(page, true);
  const recordsMp4 = await page.evaluate(() =>
    MediaRecorder.isTypeSupported('video/mp4;codecs=avc1.42E01E,opus'),
  );
  // Debian's Chromium does: a test that would quietly pass on WebM would prove nothing here.
  expect(recordsMp4).toBe(true);
  await recordOnCard(shell, 'Record Video', 3);

  await page.reload();
  shell = await unlock(page, false);
  await shell.open('Evidence');
  const video = savedItems(shell).filter({ hasText: itemAtLeast('Video', 3) });
  await expect(video).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    video.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^video-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.mp4$/);
  const file = readFileSync(await download.path());
  // An ISO base media file: its first box is 'ftyp', and its movie fragments follow.
  expect(file.subarray(4, 8).toString('latin1')).toBe('ftyp');
  expect(file.includes(Buffer.from('moof'))).toBe(true);

  await video.getByRole('button', { name: 'Play', exact: true }).click();
  const player = shell.panel.locator('video');
  await expect(player).toHaveAttribute('data-source', 'stream');
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 })
    .toBeGreaterThan(2);
  expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeLessThan(10);
  await player.evaluate((v: HTMLVideoElement) => v.play().catch(() => undefined));
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(1);
  expect(await player.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await expect(shell.panel.getByText('This item is damaged')).toHaveCount(0);
});

test('Export for court adds a WAV of the audio; the manifest has both hashes and marks the original', async ({
  page,
}) => {
  const shell = await unlock(page, true);
  await shell.open('Evidence');
  await recordOnEvidenceTab(shell, 'Audio', 2);
  await expect(savedItems(shell)).toHaveCount(1);
  const wavOption = shell.panel.getByRole('checkbox', {
    name: 'Add a WAV copy of each audio recording (made on this device; the original stays in the ZIP)',
  });
  await expect(wavOption).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    shell.button('Export for court').click(),
  ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'evidence-wav-'));
  try {
    execFileSync('unzip', ['-q', await download.path(), '-d', dir]);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
      files: {
        file: string;
        sha256: string;
        original: boolean;
        copies: {
          file: string;
          sha256: string;
          original: boolean;
          format: string;
          madeFrom: string;
        }[];
      }[];
    };
    expect(manifest.files).toHaveLength(1);
    const [entry] = manifest.files;
    const sha = (file: string) =>
      createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex');
    expect(entry!.file).toMatch(/^audio-.*\.webm$/);
    expect(entry!.original).toBe(true);
    expect(sha(entry!.file)).toBe(entry!.sha256);
    expect(entry!.copies).toHaveLength(1);
    const [copy] = entry!.copies;
    expect(copy).toMatchObject({ original: false, format: 'audio/wav', madeFrom: entry!.file });
    expect(copy!.file).toMatch(/^audio-.*\.wav$/);
    expect(sha(copy!.file)).toBe(copy!.sha256);
    expect(copy!.sha256).not.toBe(entry!.sha256);

    // A 16-bit PCM WAV of about the recording's length.
    const wav = readFileSync(path.join(dir, copy!.file));
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.subarray(8, 16).toString('latin1')).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(34)).toBe(16);
    const rate = wav.readUInt32LE(24);
    const seconds = wav.readUInt32LE(40) / (rate * wav.readUInt16LE(32));
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(6);

    const readable = readFileSync(path.join(dir, 'manifest.txt'), 'utf8');
    expect(readable).toContain(`SHA-256: ${entry!.sha256} (original, as recorded)`);
    expect(readable).toContain(`SHA-256 (WAV copy): ${copy!.sha256}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('in the decoy the card records into the decoy, as its Evidence tab does; the real vault never lists it', async ({
  page,
}) => {
  const calc = new Calculator(page);
  const shell = await unlock(page, false);
  await new SetupDialog(page).save('246813', '135792');
  await shell.hide();

  await calc.type('135792=');
  await shell.expectOpen();
  await recordOnCard(shell, 'Record Audio', 1);
  await card(shell).getByRole('button', { name: 'Open Saved Evidence', exact: true }).click();
  await expect(savedItems(shell)).toHaveCount(1);
  await shell.hide();

  await calc.type('C246813=');
  await shell.expectOpen();
  await shell.open('Evidence');
  await expect(shell.panel.getByText('No saved evidence yet.')).toBeVisible();
  await expect(savedItems(shell)).toHaveCount(0);
});
