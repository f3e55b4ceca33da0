import { deriveKey, loadSodiumCrypto } from '../crypto';
import type { KeyEncryptionKey } from '../crypto/types';
import { loadKeyring, type StoredKeyring } from './keyring';

/**
 * Speculative key derivation. The key that completes a possible custom code (the calculator's
 * `speculativeCandidate`) starts Argon2id for it in the KDF worker, so that the "=" which confirms
 * the code, a fraction of a second later, finds the key derived or nearly so. Nothing is opened
 * here: only unlockWithCode, after "=", tries the key on the slots, in typing order as before.
 *
 * A wrong guess costs nothing visible: the work runs in the worker and the calculator shows what
 * it always shows. Its key is wiped when a newer guess replaces it, when it was not confirmed
 * within KEEP_MS, or when the vault opens. One derivation runs at a time (the worker answers in
 * order): the newest digits typed meanwhile wait for it, older waiting ones are dropped.
 */
const KEEP_MS = 3_000;

interface Speculation {
  code: string;
  /** The keyring's salt and parameters it was derived with (null until the keyring was read). */
  keyring: StoredKeyring | null;
  key: Promise<Uint8Array | null>;
  /** unlockWithCode owns the key from then on (and wipes it). */
  taken: boolean;
  /** Dropped before it finished: its key is wiped on arrival. */
  dropped: boolean;
}

let running: Speculation | null = null;
let waiting: string | null = null;
let kept: {
  speculation: Speculation;
  key: Uint8Array;
  timer: ReturnType<typeof setTimeout>;
} | null = null;

function wipeKept(): void {
  if (!kept) return;
  clearTimeout(kept.timer);
  kept.key.fill(0);
  kept = null;
}

function start(code: string): void {
  const speculation: Speculation = {
    code,
    keyring: null,
    key: Promise.resolve(null),
    taken: false,
    dropped: false,
  };
  // This thread's libsodium (for the key slots and the store) loads while the worker derives.
  void loadSodiumCrypto().catch(() => undefined);
  speculation.key = (async () => {
    // No keyring yet (first use): only the default code creates the vault, nothing to derive.
    const keyring = await loadKeyring();
    if (!keyring) return null;
    speculation.keyring = keyring;
    return deriveKey(code, keyring.salt, keyring.params);
  })().catch(() => null);
  running = speculation;
  void speculation.key.then((key) => {
    if (running === speculation) running = null;
    if (key && !speculation.taken) {
      if (speculation.dropped) key.fill(0);
      else {
        wipeKept();
        kept = { speculation, key, timer: setTimeout(wipeKept, KEEP_MS) };
      }
    }
    const next = waiting;
    waiting = null;
    if (next !== null && !running) start(next);
  });
}

/** Starts deriving the key for `code` (digits that would be a custom code if "=" came next). */
export function speculateCode(code: string): void {
  if (running?.code === code || kept?.speculation.code === code) return;
  if (running) waiting = code;
  else start(code);
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * The speculative key for `code` under this keyring, if one was started: unlockWithCode then owns
 * it (and wipes it after trying the slots). Null when there is none to take: derive as usual.
 */
export async function takeSpeculation(
  code: string,
  keyring: StoredKeyring,
): Promise<KeyEncryptionKey | null> {
  // Still waiting for the worker: the usual derivation queues behind the running one just the same.
  if (waiting === code) waiting = null;
  let speculation: Speculation | null = null;
  let ready: Uint8Array | null = null;
  if (kept?.speculation.code === code) {
    speculation = kept.speculation;
    ready = kept.key;
    clearTimeout(kept.timer);
    kept = null;
  } else if (running?.code === code) {
    speculation = running;
  }
  if (!speculation) return null;
  speculation.taken = true;
  const key = ready ?? (await speculation.key);
  const derivedWith = speculation.keyring;
  const matches =
    derivedWith !== null &&
    sameBytes(derivedWith.salt, keyring.salt) &&
    derivedWith.params.opsLimit === keyring.params.opsLimit &&
    derivedWith.params.memLimitBytes === keyring.params.memLimitBytes;
  if (key && !matches) key.fill(0);
  return key && matches ? (key as KeyEncryptionKey) : null;
}

/** Forgets every speculation (the vault opened, or it was wiped): no derived key stays behind. */
export function dropSpeculations(): void {
  waiting = null;
  if (running) running.dropped = true;
  wipeKept();
}
