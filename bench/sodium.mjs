// libsodium's raw WebAssembly exports (src/vault/crypto/sodium/, one wiped scratch region) against
// its JavaScript wrappers (which allocate, copy and free every argument), call for call, in Node
// (the same V8 as Chromium): does each raw path still pay for itself? Per operation: the median
// time of ROUNDS rounds, raw and wrapper rounds interleaved, and each side's middle half (first to
// third quartile) over the rounds; "beyond noise" when the two middle halves do not overlap.
//
//   node bench/sodium.mjs
//   node bench/run.mjs sodium
//   SODIUM_ROUNDS=11 node bench/sodium.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sodium from 'libsodium-wrappers-sumo';
import { createServer } from 'vite';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.SODIUM_ROUNDS ?? 15);
/** Each round runs for about this long. */
const ROUND_MS = 100;
const WRAPPERS_VERSION = JSON.parse(
  readFileSync(join(ROOT, 'node_modules/libsodium-wrappers-sumo/package.json'), 'utf8'),
).version;

/** The app's crypto, compiled by Vite from the TypeScript sources (no build needed). */
async function loadApp() {
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
  try {
    const { loadSodiumCrypto } = await server.ssrLoadModule('/src/vault/crypto/sodium/load.ts');
    const { pad, paddedLength, blockSizeFor } = await server.ssrLoadModule(
      '/src/vault/crypto/padding.ts',
    );
    return { crypto: await loadSodiumCrypto(), pad, paddedLength, blockSizeFor };
  } finally {
    await server.close();
  }
}

/** Microseconds per call of `fn(i)` over one round: as many calls as fit in ROUND_MS. */
function round(fn, calibrated) {
  const start = performance.now();
  for (let i = 0; i < calibrated; i += 1) fn(i);
  return ((performance.now() - start) * 1000) / calibrated;
}

function calibrate(fn) {
  let n = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < n; i += 1) fn(i);
    const ms = performance.now() - start;
    if (ms > ROUND_MS / 4) return Math.max(1, Math.round((n * ROUND_MS) / ms));
    n *= 2;
  }
}

const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
const median = (values) => quantile(values, 0.5);
const us = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

function compare(name, raw, wrapper) {
  const n = Math.min(calibrate(raw), calibrate(wrapper));
  const times = { raw: [], wrapper: [] };
  for (let r = 0; r < ROUNDS; r += 1) {
    times.raw.push(round(raw, n));
    times.wrapper.push(round(wrapper, n));
  }
  const rawMedian = median(times.raw);
  const wrapperMedian = median(times.wrapper);
  const [raw1, raw3] = [quantile(times.raw, 0.25), quantile(times.raw, 0.75)];
  const [wrapper1, wrapper3] = [quantile(times.wrapper, 0.25), quantile(times.wrapper, 0.75)];
  return [
    name,
    us(rawMedian),
    `${us(raw1)}–${us(raw3)}`,
    us(wrapperMedian),
    `${us(wrapper1)}–${us(wrapper3)}`,
    `${(wrapperMedian / rawMedian).toFixed(2)}×`,
    raw3 < wrapper1 ? 'raw faster' : wrapper3 < raw1 ? 'wrapper faster' : 'within noise',
  ];
}

export async function run() {
  await sodium.ready;
  const { crypto, pad, paddedLength, blockSizeFor } = await loadApp();
  const key = crypto.newVaultKey();
  const ad = 'r2:j:["journal-1"]';
  const rows = [];

  // Records: a journal-sized entry and a 64 KiB one, padded and sealed, then opened.
  for (const length of [400, 64 * 1024]) {
    const plaintext = crypto.randomBytes(length);
    const block = blockSizeFor(paddedLength(length));
    const wrapperSeal = () => {
      const nonce = crypto.randomBytes(24);
      const sealed = sodium.crypto_aead_xchacha20poly1305_ietf_encrypt(
        pad(plaintext, block),
        ad,
        null,
        nonce,
        key,
      );
      const out = new Uint8Array(25 + sealed.length);
      out[0] = 2;
      out.set(nonce, 1);
      out.set(sealed, 25);
      return out;
    };
    const label = length < 1024 ? `${length} B` : `${length / 1024} KiB`;
    rows.push(
      compare(
        `record seal (AEAD encrypt), ${label}`,
        () => crypto.sealPadded(key, plaintext, ad),
        wrapperSeal,
      ),
    );
    const envelope = crypto.sealPadded(key, plaintext, ad);
    rows.push(
      compare(
        `record open (AEAD decrypt), ${label}`,
        () => crypto.open(key, envelope, ad),
        () =>
          sodium.unpad(
            sodium.crypto_aead_xchacha20poly1305_ietf_decrypt(
              null,
              envelope.subarray(25),
              ad,
              envelope.subarray(1, 25),
              key,
            ),
            block,
          ),
      ),
    );
  }

  // Opaque ids (generichash + stream_xchacha20_xor), never remembered: a fresh id or key each call.
  const enc = new TextEncoder();
  const mac = sodium.crypto_generichash(32, enc.encode('opaque-id:mac'), key);
  const encKey = sodium.crypto_generichash(32, enc.encode('opaque-id:enc'), key);
  const wrapperId = (id) => {
    const idBytes = enc.encode(id);
    const input = new Uint8Array(2 + idBytes.length);
    input[0] = 0x6a; // 'j', then the 0x00 separator
    input.set(idBytes, 2);
    const tag = sodium.crypto_generichash(16, input, mac);
    const nonce = sodium.crypto_generichash(24, tag, null);
    const body = sodium.crypto_stream_xchacha20_xor(sodium.pad(idBytes, 32), nonce, encKey);
    const out = new Uint8Array(tag.length + body.length);
    out.set(tag);
    out.set(body, tag.length);
    return sodium.to_base64(out, sodium.base64_variants.URLSAFE_NO_PADDING);
  };
  const uuid = (i) => `0190b6c4-7d2e-7000-8000-${String(i).padStart(12, '0')}`;
  let sealedIds = 0;
  let wrapperIds = 0;
  rows.push(
    compare(
      'opaque id seal (generichash ×2, stream_xor)',
      () => crypto.opaqueId(key, 'j', uuid(sealedIds++)),
      () => wrapperId(uuid(wrapperIds++)),
    ),
  );
  const opaque = Array.from({ length: 4096 }, (_, i) => crypto.opaqueId(key, 'j', uuid(i)));
  // A copy of the key is another key to the memo: a fresh copy each time the list starts over, so
  // every open below computes.
  let opener = key;
  let opened = 0;
  let wrapperOpened = 0;
  rows.push(
    compare(
      'opaque id open (generichash ×2, stream_xor)',
      () => {
        const j = opened++ % opaque.length;
        if (j === 0) opener = key.slice();
        return crypto.openOpaqueId(opener, 'j', opaque[j]);
      },
      () => {
        const j = wrapperOpened++ % opaque.length;
        const bytes = sodium.from_base64(opaque[j], sodium.base64_variants.URLSAFE_NO_PADDING);
        const tag = bytes.subarray(0, 16);
        const nonce = sodium.crypto_generichash(24, tag, null);
        const idBytes = sodium.unpad(
          sodium.crypto_stream_xchacha20_xor(bytes.subarray(16), nonce, encKey),
          32,
        );
        const input = new Uint8Array(2 + idBytes.length);
        input[0] = 0x6a;
        input.set(idBytes, 2);
        sodium.memcmp(sodium.crypto_generichash(16, input, mac), tag);
        return sodium.to_string(idBytes);
      },
    ),
  );

  // Evidence: 64 KiB slices through secretstream, and SHA-256 of them.
  const slice = crypto.randomBytes(64 * 1024);
  const mediaKey = crypto.newMediaKey();
  const sealer = crypto.sealStream(mediaKey, 'item-1');
  const wrapperState = sodium.crypto_secretstream_xchacha20poly1305_init_push(mediaKey);
  rows.push(
    compare(
      'stream push (secretstream), 64 KiB',
      () => sealer.push(slice, false),
      () =>
        sodium.crypto_secretstream_xchacha20poly1305_push(
          wrapperState.state,
          slice,
          'item-1',
          sodium.crypto_secretstream_xchacha20poly1305_TAG_MESSAGE,
        ),
    ),
  );
  sealer.dispose();
  // Pulls need a fresh stream each time (a slice opens once): many slices sealed ahead.
  const pullSealer = crypto.sealStream(mediaKey, 'item-1');
  const sealedSlices = Array.from({ length: 2048 }, () => pullSealer.push(slice, false));
  pullSealer.dispose();
  let ourOpener = crypto.openStream(mediaKey, pullSealer.header, 'item-1');
  let wrapperPull = sodium.crypto_secretstream_xchacha20poly1305_init_pull(
    pullSealer.header,
    mediaKey,
  );
  let ours = 0;
  let theirs = 0;
  rows.push(
    compare(
      'stream pull (secretstream), 64 KiB',
      () => {
        if (ours === sealedSlices.length) {
          ours = 0;
          ourOpener = crypto.openStream(mediaKey, pullSealer.header, 'item-1');
        }
        return ourOpener.pull(sealedSlices[ours++]);
      },
      () => {
        if (theirs === sealedSlices.length) {
          theirs = 0;
          wrapperPull = sodium.crypto_secretstream_xchacha20poly1305_init_pull(
            pullSealer.header,
            mediaKey,
          );
        }
        return sodium.crypto_secretstream_xchacha20poly1305_pull(
          wrapperPull,
          sealedSlices[theirs++],
          'item-1',
        );
      },
    ),
  );
  const ourHash = crypto.sha256();
  const wrapperHash = sodium.crypto_hash_sha256_init();
  rows.push(
    compare(
      'SHA-256 update, 64 KiB',
      () => ourHash.update(slice),
      () => sodium.crypto_hash_sha256_update(wrapperHash, slice),
    ),
  );
  ourHash.digestHex();

  // Sealed boxes: what the locked calculator seals (a capture's head, an access-log entry).
  const pair = crypto.newCaptureKeyPair();
  const small = crypto.randomBytes(200);
  rows.push(
    compare(
      'box key pair (crypto_box_keypair)',
      () => crypto.newCaptureKeyPair(),
      () => sodium.crypto_box_keypair(),
    ),
  );
  rows.push(
    compare(
      'box seal (crypto_box_seal), 200 B',
      () => crypto.sealToPublicKey(pair.publicKey, small),
      () => sodium.crypto_box_seal(small, pair.publicKey),
    ),
  );
  const box = crypto.sealToPublicKey(pair.publicKey, small);
  rows.push(
    compare(
      'box open (crypto_box_seal_open), 200 B',
      () => crypto.openSealedBox(pair, box),
      () => sodium.crypto_box_seal_open(box.subarray(1), pair.publicKey, pair.secretKey),
    ),
  );

  return {
    title: `libsodium ${sodium.SODIUM_VERSION_STRING} (libsodium-wrappers-sumo ${WRAPPERS_VERSION}): raw exports vs wrappers, µs per call (${new Date().toISOString().slice(0, 10)})`,
    columns: [
      'operation',
      'raw µs',
      'raw q1–q3',
      'wrapper µs',
      'wrapper q1–q3',
      'wrapper/raw',
      'verdict',
    ],
    rows,
    notes: [
      `${ROUNDS} rounds of ~${ROUND_MS} ms per side, interleaved; medians, and the middle half of the rounds.`,
      'Raw: the app (src/vault/crypto/sodium/), scratch region wiped after every call. Wrapper: the',
      'same function through libsodium-wrappers, which leaves freed, unwiped copies in the heap.',
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { title, columns, rows, notes } = await run();
  console.log(title);
  console.log(columns.join(' | '));
  for (const row of rows) console.log(row.join(' | '));
  console.log(notes.join('\n'));
}
