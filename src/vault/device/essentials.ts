import type { AccessLogEntry, Contact } from '../db/entities';
import { loadEssentialsBlob, openForDevice, saveEssentialsBlob, sealForDevice } from './deviceKey';
import { openVaultMode } from '../../session';

/**
 * The SOS essentials: what the panic code, the check-in timer and the shake and tap triggers need
 * while the vault is locked. They are a copy, sealed under the device key (see deviceKey.ts for what
 * that does and does not protect); the vault keeps the originals. Only the real vault writes them —
 * the decoy never does (updateEssentials refuses while it is open), so nothing done under duress
 * can change what the real alarm uses.
 */
/**
 * A contact as the locked alarm needs it: where to reach them, never who they are (the locked page
 * can open this copy, and so can someone with developer tools on the device: docs/SECURITY.md).
 */
export type EssentialContact = Pick<Contact, 'id' | 'phone' | 'email' | 'priority'>;

export interface SosEssentials {
  v: 1;
  contacts: EssentialContact[];
  backupContacts: EssentialContact[];
  message: string;
  /** ISO region or country key used for the emergency number. */
  country: string | null;
  triggers: {
    shake: boolean;
    tap: boolean;
    voice: boolean;
    panicPhrase: string;
    /** The user accepted a cloud recogniser (voice may then restart while locked). */
    voiceCloudAccepted?: boolean;
  };
  /** When the check-in timer runs out (ms since epoch), so a reload cannot lose it. */
  checkInDeadline: number | null;
  /** Sleep mode: each opening of the app is logged (never audio or video). */
  sleepMode?: boolean;
  /** Sleep mode's access log, oldest first (the last 20 openings). */
  accessLog?: AccessLogEntry[];
  /**
   * When auto-delete of evidence is due (ms since epoch), so a deadline that passed while locked
   * is honoured at the next start, before anything is shown. Written by the real vault only.
   */
  autoDeleteAt?: number | null;
  /**
   * The person turned server alerts on (Emergency tab, Advanced settings): the SOS and the
   * check-in timer then also go through the server (src/features/emergency/alerts).
   */
  serverAlerts?: boolean;
}

export const EMPTY_ESSENTIALS: SosEssentials = {
  v: 1,
  contacts: [],
  backupContacts: [],
  message: '',
  country: null,
  triggers: { shake: false, tap: true, voice: false, panicPhrase: "I'm fine" },
  checkInDeadline: null,
  sleepMode: false,
  accessLog: [],
  autoDeleteAt: null,
};

/** Readable while locked. Missing or unreadable essentials read as empty, never as an error. */
export async function readEssentials(): Promise<SosEssentials> {
  const blob = await loadEssentialsBlob().catch(() => null);
  if (!blob) return EMPTY_ESSENTIALS;
  const value = await openForDevice<SosEssentials>(blob);
  if (value?.v !== 1) return EMPTY_ESSENTIALS;
  // Copies written before names were left out still hold them until the next real unlock rewrites
  // them: nothing reads them from here.
  return {
    ...EMPTY_ESSENTIALS,
    ...value,
    contacts: (value.contacts ?? []).map(withoutName),
    backupContacts: (value.backupContacts ?? []).map(withoutName),
  };
}

function withoutName({ id, phone, email, priority }: EssentialContact): EssentialContact {
  return email ? { id, phone, email, priority } : { id, phone, priority };
}

/** A write was asked for while the decoy is open: the decoy must never change the essentials. */
export class DecoyEssentialsError extends Error {
  constructor() {
    super('the SOS essentials cannot be written from the decoy');
    this.name = 'DecoyEssentialsError';
  }
}

let writing: Promise<unknown> = Promise.resolve();

/**
 * Merges a change into the essentials; writes run one after another so none is lost. Allowed while
 * locked (the access log, a fired check-in) and from the real vault; refused while the decoy is open.
 */
export function updateEssentials(
  change: Partial<Omit<SosEssentials, 'v'>>,
): Promise<SosEssentials> {
  if (openVaultMode() === 'decoy') return Promise.reject(new DecoyEssentialsError());
  const next = writing.then(async () => {
    // Checked again when the write runs: the decoy may have opened while it waited.
    if (openVaultMode() === 'decoy') throw new DecoyEssentialsError();
    const merged: SosEssentials = { ...(await readEssentials()), ...change, v: 1 };
    await saveEssentialsBlob(await sealForDevice(merged));
    return merged;
  });
  writing = next.catch(() => undefined);
  return next;
}
