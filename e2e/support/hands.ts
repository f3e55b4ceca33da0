import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { SafetyShell } from './shell';

/**
 * The hand signal in Chromium, its camera fed a rendered hand (e2e/fixtures, made by
 * e2e/support/make-hand-videos.mjs): the real model, loaded from our origin only once the switch
 * is on, sees the Signal for Help and raises the alarm; an open hand raises nothing; the camera
 * stops with the switch and with Hide Interface. The model runs on the CPU here (software WebGL
 * and WASM on a shared machine, about one frame a second), hence the long waits.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
export const withVideo = (name: string) => ({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${fixture(name)}`,
    ],
  },
});

const LONDON = { latitude: 51.5073509, longitude: -0.1277583, accuracy: 12 };

/** As in triggers/triggers.spec.ts: location allowed, no sms: link launched by script. */
export async function prepare(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['geolocation', 'camera']);
  await context.setGeolocation(LONDON);
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'userActivation', {
      get: () => ({ isActive: false, hasBeenActive: true }),
    });
    // Every camera stream the page opens, to check that it is stopped.
    const streams: MediaStream[] = [];
    (window as unknown as { __streams: MediaStream[] }).__streams = streams;
    const original = MediaDevices.prototype.getUserMedia;
    MediaDevices.prototype.getUserMedia = async function (constraints) {
      const stream = await original.call(this, constraints);
      streams.push(stream);
      return stream;
    };
  });
}

/** Every URL the page asks for, from the first load on. */
export function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

export const modelFiles = (urls: string[]) =>
  urls.filter((url) => new URL(url).pathname.startsWith('/assets/m/'));

export const liveVideoTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __streams: MediaStream[] }).__streams
        .flatMap((stream) => stream.getVideoTracks())
        .filter((track) => track.readyState === 'live').length,
  );

export async function openPanicTab(page: Page): Promise<SafetyShell> {
  const shell = new SafetyShell(page);
  await page.goto('/');
  await page.keyboard.type('77777');
  await expect(shell.tablist).toBeVisible({ timeout: 20_000 });
  await shell.open('Panic');
  return shell;
}
