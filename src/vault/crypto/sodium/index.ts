/**
 * libsodium behind the SodiumCrypto contract (../types.ts), loaded on demand: ./load.ts loads it
 * and puts the contract together from ./aead.ts (records), ./opaqueId.ts, ./argon2.ts, ./stream.ts
 * (evidence), ./sha256.ts and ./sealedBox.ts, which share ./library.ts and call libsodium's
 * WebAssembly directly in one wiped scratch region (./heap.ts).
 */
export { loadSodiumCrypto } from './load';
