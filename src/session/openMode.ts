/**
 * Which store is open, readable without loading Dexie or libsodium: the SOS essentials (a light
 * module the locked calculator loads) refuse writes while the decoy is open, so nothing a coercer
 * does in the decoy can change what the real alarm uses. vault.ts keeps it in step.
 */
export type OpenVaultMode = 'real' | 'decoy' | null;

let mode: OpenVaultMode = null;

export function openVaultMode(): OpenVaultMode {
  return mode;
}

export function setOpenVaultMode(next: OpenVaultMode): void {
  mode = next;
}
