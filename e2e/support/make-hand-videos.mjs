// Makes the fake camera streams of the hand-signal tests (there is no camera or stock video
// here): frames of the rendered hand (handRender.js) drawn in headless Chromium, encoded as JPEG
// and concatenated into an MJPEG file, which Chromium's --use-file-for-fake-video-capture plays
// at 30 frames a second, looping. Run: node e2e/support/make-hand-videos.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../scripts/chromium.mjs';

const FPS = 30;
const hold = (seconds, pose) => Array.from({ length: Math.round(seconds * FPS) }, () => pose);
const fold = (seconds, thumb) => {
  const n = Math.round(seconds * FPS);
  return Array.from({ length: n }, (_, i) => ({ fingers: (i + 1) / n, thumb }));
};

/** The Signal for Help: palm with the thumb tucked, then the fingers fold over it, held. */
const SIGNAL = [
  ...hold(2.5, { fingers: 0, thumb: 'tucked' }),
  ...fold(0.4, 'tucked'),
  ...hold(2.5, { fingers: 1, thumb: 'tucked' }),
];
/** An open hand, thumb out, held: seen by the model, never the signal. */
const OPEN_HAND = hold(3, { fingers: 0, thumb: 'out' });

const renderer = readFileSync(new URL('./handRender.js', import.meta.url), 'utf8').replace(
  'export function drawHand',
  'function drawHand',
);

async function encode(page, poses) {
  return page.evaluate(
    async ({ source, poses }) => {
      const drawHand = new Function(`${source}; return drawHand;`)();
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const ctx = canvas.getContext('2d');
      const frames = [];
      let previous = null;
      for (const pose of poses) {
        const key = JSON.stringify(pose);
        if (key !== previous) {
          drawHand(ctx, { ...pose, scale: 0.5, y: 175 });
          const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.7));
          frames.push(Array.from(new Uint8Array(await blob.arrayBuffer())));
          previous = key;
        } else frames.push(frames[frames.length - 1]);
      }
      return frames;
    },
    { source: renderer, poses },
  );
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage();
for (const [name, poses] of [
  ['hand-signal.mjpeg', SIGNAL],
  ['open-hand.mjpeg', OPEN_HAND],
]) {
  const frames = await encode(page, poses);
  const bytes = Buffer.concat(frames.map((frame) => Buffer.from(frame)));
  writeFileSync(new URL(`../fixtures/${name}`, import.meta.url), bytes);
  console.log(name, frames.length, 'frames', bytes.length, 'bytes');
}
await browser.close();
