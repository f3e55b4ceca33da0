/**
 * Opaque ids: a record's id as the stored tables see it, deterministic under the vault key so that
 * equal ids map alike (SIV-style: a keyed BLAKE2b tag of table and id, which also seeds the nonce
 * of the XChaCha20 that hides the padded id). With the subkeys derived once per key and a memo of
 * the ids already sealed or opened, both forgotten by memzero(key).
 */
import { fromBase64Url, toBase64Url } from '../../../../common/base64url';
import { unpad } from '../padding';
import type { VaultKey } from '../types';
import { readUtf8Strict, writeUtf8 } from '../utf8';
import { checkKey, KEY_BYTES, NONCE_BYTES, scratch, wasm, wipe } from './library';

const ID_TAG_BYTES = 16;
const ID_BLOCK = 32;

interface IdKeys {
  mac: Uint8Array;
  enc: Uint8Array;
  /**
   * Ids already sealed or opened under this key, both ways, by context (the stored table's name).
   * Both functions are deterministic, so a remembered answer is the answer; only computed results
   * go in (an opaque text that failed to open never does). A list read after it was written (a
   * journal entry saved, then the list's live query re-run) looks its ids up instead of paying
   * two BLAKE2b calls, an XChaCha20 and a decode for each: a third of opening a page. Forgotten
   * with the subkeys by memzero(key) (locking); a table's map is cleared when it reaches
   * ID_MEMO_LIMIT. They are the ids the records read hold anyway while the store is open.
   */
  sealed: IdMemo;
  opened: IdMemo;
}

/** context → (id or opaque text → the other). */
type IdMemo = Map<string, Map<string, string>>;

/** Ids remembered per key, table and direction (a few hundred bytes each): a bound, not a size. */
const ID_MEMO_LIMIT = 50_000;

function remember(memo: IdMemo, context: string, key: string, value: string): void {
  let known = memo.get(context);
  if (!known) memo.set(context, (known = new Map()));
  if (known.size >= ID_MEMO_LIMIT) known.clear();
  known.set(key, value);
}

/**
 * The id subkeys of each live vault key, derived once per key instead of twice per record (two
 * BLAKE2b calls per id were a fifth of a bulk read). Keyed by the key array itself: memzero(key),
 * which closing a store calls, wipes and forgets them with it.
 */
const idKeyCache = new WeakMap<Uint8Array, IdKeys>();

/** Two subkeys of the vault key, one to authenticate ids and one to encrypt them. */
function idKeys(key: VaultKey): IdKeys {
  const cached = idKeyCache.get(key);
  if (cached) return cached;
  checkKey(key);
  // In the scratch region, wiped after, like the records (the wrappers leave freed copies).
  const label = 'opaque-id:mac'.length;
  const used = KEY_BYTES + label + 2 * KEY_BYTES;
  const k = scratch().reserve(used);
  const input = k + KEY_BYTES;
  const out = input + label;
  try {
    const heap = scratch().heap();
    heap.set(key, k);
    const subkey = (name: string, at: number) => {
      writeUtf8(scratch().heap(), input, name);
      wasm()._crypto_generichash(at, KEY_BYTES, input, label, 0, k, KEY_BYTES);
      return scratch()
        .heap()
        .slice(at, at + KEY_BYTES);
    };
    const keys: IdKeys = {
      mac: subkey('opaque-id:mac', out),
      enc: subkey('opaque-id:enc', out + KEY_BYTES),
      sealed: new Map(),
      opened: new Map(),
    };
    idKeyCache.set(key, keys);
    return keys;
  } finally {
    scratch().wipe(used);
  }
}

/** Wipes `bytes` and, when it is a vault key, the id subkeys derived from it. */
export function memzero(bytes: Uint8Array): void {
  const derived = idKeyCache.get(bytes);
  if (derived) {
    idKeyCache.delete(bytes);
    wipe(derived.mac);
    wipe(derived.enc);
    derived.sealed.clear();
    derived.opened.clear();
  }
  wipe(bytes);
}

/**
 * Opaque-id scratch layout: [mac key][enc key][tag][nonce][padded id][stream][context 0x00 id].
 * The tag input is written last because its length is known only once the id is.
 */
function idLayout(context: string, idRoom: number) {
  const padded = idRoom + ID_BLOCK - (idRoom % ID_BLOCK);
  const mac = scratch().reserve(
    2 * KEY_BYTES + ID_TAG_BYTES + NONCE_BYTES + 2 * padded + context.length * 3 + 1 + idRoom,
  );
  const enc = mac + KEY_BYTES;
  const tag = enc + KEY_BYTES;
  const nonce = tag + ID_TAG_BYTES;
  const plain = nonce + NONCE_BYTES;
  const body = plain + padded;
  const input = body + padded;
  const used = input + context.length * 3 + 1 + idRoom - mac;
  return { mac, enc, tag, nonce, plain, body, input, used };
}

/** The keyed BLAKE2b tag of (context, 0x00, id bytes at `id`) into `out`. */
function writeIdTag(
  heap: Uint8Array,
  at: ReturnType<typeof idLayout>,
  context: string,
  id: number,
  idLength: number,
  out: number,
): void {
  const contextLength = writeUtf8(heap, at.input, context);
  heap[at.input + contextLength] = 0;
  heap.copyWithin(at.input + contextLength + 1, id, id + idLength);
  wasm()._crypto_generichash(
    out,
    ID_TAG_BYTES,
    at.input,
    contextLength + 1 + idLength,
    0,
    at.mac,
    KEY_BYTES,
  );
}

/** SIV-style: the tag of (context, id) is also the nonce's seed, so equal ids map alike. */
export function opaqueId(key: VaultKey, context: string, id: string): string {
  const keys = idKeys(key);
  const known = keys.sealed.get(context)?.get(id);
  if (known !== undefined) return known;
  const opaque = sealId(keys, context, id);
  remember(keys.sealed, context, id, opaque);
  remember(keys.opened, context, opaque, id);
  return opaque;
}

function sealId(keys: IdKeys, context: string, id: string): string {
  const at = idLayout(context, id.length * 3);
  try {
    let heap = scratch().heap();
    heap.set(keys.mac, at.mac);
    heap.set(keys.enc, at.enc);
    const idLength = writeUtf8(heap, at.plain, id);
    const padded = idLength + ID_BLOCK - (idLength % ID_BLOCK);
    heap[at.plain + idLength] = 0x80;
    heap.fill(0, at.plain + idLength + 1, at.plain + padded);
    writeIdTag(heap, at, context, at.plain, idLength, at.tag);
    wasm()._crypto_generichash(at.nonce, NONCE_BYTES, at.tag, ID_TAG_BYTES, 0, 0, 0);
    wasm()._crypto_stream_xchacha20_xor(at.body, at.plain, padded, 0, at.nonce, at.enc);
    heap = scratch().heap();
    // Tag and body are not adjacent in the layout: one small copy joins them.
    const out = new Uint8Array(ID_TAG_BYTES + padded);
    out.set(heap.subarray(at.tag, at.tag + ID_TAG_BYTES));
    out.set(heap.subarray(at.body, at.body + padded), ID_TAG_BYTES);
    return toBase64Url(out);
  } finally {
    scratch().wipe(at.used);
  }
}

export function openOpaqueId(key: VaultKey, context: string, opaque: string): string | null {
  if (typeof opaque !== 'string') return null;
  const keys = idKeys(key);
  const known = keys.opened.get(context)?.get(opaque);
  if (known !== undefined) return known;
  const id = openId(keys, context, opaque);
  if (id !== null) {
    remember(keys.opened, context, opaque, id);
    remember(keys.sealed, context, id, opaque);
  }
  return id;
}

function openId(keys: IdKeys, context: string, opaque: string): string | null {
  // Not base64url: not an id of ours.
  const bytes = fromBase64Url(opaque);
  if (!bytes) return null;
  const bodyLength = bytes.length - ID_TAG_BYTES;
  if (bodyLength < ID_BLOCK || bodyLength % ID_BLOCK !== 0) return null;
  const at = idLayout(context, bodyLength);
  try {
    const heap = scratch().heap();
    heap.set(keys.mac, at.mac);
    heap.set(keys.enc, at.enc);
    heap.set(bytes.subarray(0, ID_TAG_BYTES), at.tag);
    heap.set(bytes.subarray(ID_TAG_BYTES), at.body);
    wasm()._crypto_generichash(at.nonce, NONCE_BYTES, at.tag, ID_TAG_BYTES, 0, 0, 0);
    wasm()._crypto_stream_xchacha20_xor(at.plain, at.body, bodyLength, 0, at.nonce, at.enc);
    const after = scratch().heap();
    const idBytes = unpad(after.subarray(at.plain, at.plain + bodyLength), ID_BLOCK);
    if (!idBytes) return null;
    // The expected tag goes where the nonce was (no longer needed), then both are compared.
    writeIdTag(after, at, context, at.plain, idBytes.length, at.nonce);
    let difference = 0;
    for (let i = 0; i < ID_TAG_BYTES; i += 1)
      difference |= after[at.tag + i]! ^ after[at.nonce + i]!;
    if (difference !== 0) return null;
    return readUtf8Strict(idBytes);
  } catch {
    // Not UTF-8: not an id of ours.
    return null;
  } finally {
    scratch().wipe(at.used);
  }
}
