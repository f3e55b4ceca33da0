#!/usr/bin/env node
// Draws the app icons: a plain, stock-looking calculator (dark body, light display strip,
// 4x4 keys with an orange right-hand column). No dependencies: shapes are rasterised with
// 4x4 supersampling and written as PNG with node:zlib + a hand-rolled CRC32.
//
//   node scripts/make-icons.mjs
//
// Writes public/icons/{icon-192,icon-512,maskable-512,apple-touch-icon-180}.png.
// public/favicon.svg is the same design written by hand; keep the two in step.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ICONS = join(ROOT, 'public', 'icons');

const COLORS = {
  body: '#2c2c2e',
  display: '#e5e7e2',
  key: '#5b5b60',
  operator: '#ff9f0a',
};

// ---- Design, in a 100x100 coordinate space --------------------------------------------------
// Each shape: [x0, y0, x1, y1, radius, color]. Later shapes paint over earlier ones.
const BODY = [14, 6, 86, 94, 11, COLORS.body];

function contentShapes() {
  const shapes = [[22, 14, 78, 30, 3.5, COLORS.display]];
  const [left, top, width, height, gap] = [22, 37, 56, 49, 4];
  const kw = (width - 3 * gap) / 4;
  const kh = (height - 3 * gap) / 4;
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      const x = left + col * (kw + gap);
      const y = top + row * (kh + gap);
      shapes.push([x, y, x + kw, y + kh, 2.5, col === 3 ? COLORS.operator : COLORS.key]);
    }
  }
  return shapes;
}

/** Scales shapes about the centre (50, 50). */
const scaled = (shapes, s) =>
  shapes.map(([x0, y0, x1, y1, r, c]) => [
    50 + (x0 - 50) * s,
    50 + (y0 - 50) * s,
    50 + (x1 - 50) * s,
    50 + (y1 - 50) * s,
    r * s,
    c,
  ]);

// "any" icons: transparent corners, rounded body. Full-bleed variants (maskable, Apple) fill the
// whole square with the body colour; the maskable content is shrunk to sit inside the central
// 80% safe-zone circle (content half-diagonal 45.6 * 0.8 = 36.5 < 40).
const FULL_BLEED = [0, 0, 100, 100, 0, COLORS.body];
const DESIGNS = {
  regular: [BODY, ...contentShapes()],
  maskable: [FULL_BLEED, ...scaled(contentShapes(), 0.8)],
  apple: [FULL_BLEED, ...scaled(contentShapes(), 0.9)],
};

// ---- Rasteriser ------------------------------------------------------------------------------
const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

function inRoundRect(px, py, [x0, y0, x1, y1, r]) {
  if (px < x0 || px > x1 || py < y0 || py > y1) return false;
  const dx = Math.max(x0 + r - px, 0, px - (x1 - r));
  const dy = Math.max(y0 + r - py, 0, py - (y1 - r));
  return dx * dx + dy * dy <= r * r;
}

function render(shapes, size, ss = 4) {
  const rgb = shapes.map((s) => hex(s[5]));
  const out = Buffer.alloc(size * size * 4);
  const unit = 100 / size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0]; // r, g, b, covered samples
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const px = (x + (sx + 0.5) / ss) * unit;
          const py = (y + (sy + 0.5) / ss) * unit;
          const i = shapes.findLastIndex((shape) => inRoundRect(px, py, shape));
          if (i < 0) continue;
          for (let c = 0; c < 3; c++) sum[c] += rgb[i][c];
          sum[3]++;
        }
      }
      const o = (y * size + x) * 4;
      for (let c = 0; c < 3 && sum[3] > 0; c++) out[o + c] = Math.round(sum[c] / sum[3]);
      out[o + 3] = Math.round((sum[3] / (ss * ss)) * 255);
    }
  }
  return out;
}

// ---- PNG encoder -----------------------------------------------------------------------------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(rgba, size) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit, RGBA, deflate, no filter method, no interlace
  const raw = Buffer.alloc(size * (size * 4 + 1)); // each row: filter byte 0 + pixels
  for (let y = 0; y < size; y++)
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- Main ------------------------------------------------------------------------------------
const OUTPUTS = [
  ['icon-192.png', 'regular', 192],
  ['icon-512.png', 'regular', 512],
  ['maskable-512.png', 'maskable', 512],
  ['apple-touch-icon-180.png', 'apple', 180],
];

mkdirSync(ICONS, { recursive: true });
for (const [name, design, size] of OUTPUTS) {
  const png = encodePng(render(DESIGNS[design], size), size);
  writeFileSync(join(ICONS, name), png);
  console.log(`public/icons/${name}  ${size}x${size}  ${png.length} bytes`);
}
