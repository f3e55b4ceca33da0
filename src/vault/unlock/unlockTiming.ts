/**
 * Steps of an unlock, for the vault bench only (bench/vault.mjs). The bench creates
 * `window.__unlock` just before the last key; outside the bench that object does not exist and
 * nothing is recorded, so a normal session leaves no timing trace of an unlock.
 */
import type { KdfSteps } from '../crypto';

export type UnlockStep = 'start' | 'derived' | 'opened';

type Probe = Partial<Record<UnlockStep | `kdf.${keyof KdfSteps}`, number | null>>;

const probe = () => (globalThis as { __unlock?: Probe }).__unlock;

export function noteUnlockStep(step: UnlockStep): void {
  const target = probe();
  if (target && target[step] === undefined) target[step] = performance.now();
}

/**
 * The KDF worker's steps of the derivation this unlock used (when the worker had libsodium ready,
 * when the request was posted, Argon2id's start and end, the key back), on this page's clock.
 */
export function noteKdfSteps(steps: KdfSteps | null): void {
  const target = probe();
  if (!target || !steps) return;
  for (const [name, at] of Object.entries(steps) as [keyof KdfSteps, number | null][]) {
    target[`kdf.${name}`] = at === null ? null : at - performance.timeOrigin;
  }
}
