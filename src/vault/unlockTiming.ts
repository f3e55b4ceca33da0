/**
 * Steps of an unlock, for the vault bench only (bench/vault.mjs). The bench creates
 * `window.__unlock` just before the last key; outside the bench that object does not exist and
 * nothing is recorded, so a normal session leaves no timing trace of an unlock.
 */
export type UnlockStep = 'start' | 'derived' | 'opened';

export function noteUnlockStep(step: UnlockStep): void {
  const probe = (globalThis as { __unlock?: Partial<Record<UnlockStep, number>> }).__unlock;
  if (probe && probe[step] === undefined) probe[step] = performance.now();
}
