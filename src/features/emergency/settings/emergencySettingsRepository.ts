import {
  getVaultDatabase,
  isCorrupt,
  isQuotaError,
  useVaultQuery,
  VaultLockedError,
  type EmergencySettings,
  type VaultDatabase,
} from '../../../vault';
import { syncSosEssentials } from '../contacts/contactEssentials';

/**
 * The Emergency tab's advanced settings (spec §3, §9): one record, id 'emergency', in the vault.
 * With no record (or an unreadable one) every field has its default; a stored value outside the
 * allowed options falls back to the default for that field alone.
 */
export const LOCATION_FREQUENCIES = [10, 30, 60] as const;
export const BACKUP_DELAYS = [2, 5, 10] as const;
export const CUSTOM_MESSAGE_MAX = 500;

/**
 * Silent mode starts on: the person this app protects may be next to the one who hurts them, and
 * a sound during an alert could give it away. Voice calls start off for the same reason.
 */
export const DEFAULT_EMERGENCY_SETTINGS: Readonly<EmergencySettings> = {
  id: 'emergency',
  locationFrequencySeconds: 30,
  backupDelayMinutes: 5,
  autoVoiceCalls: false,
  silentMode: true,
  customMessage: '',
  serverAlerts: false,
  lockedAlarm: true,
};

export type EmergencySettingsChange = Partial<Omit<EmergencySettings, 'id'>>;

export interface EmergencySettingsState {
  settings: EmergencySettings;
  /** A stored record exists but could not be decrypted; defaults are shown instead. */
  unreadable: boolean;
}

function oneOf<T>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

export function settingsFrom(record: unknown): EmergencySettings {
  const d = DEFAULT_EMERGENCY_SETTINGS;
  if (typeof record !== 'object' || record === null || isCorrupt(record)) return { ...d };
  const r = record as Partial<Record<keyof EmergencySettings, unknown>>;
  return {
    id: 'emergency',
    locationFrequencySeconds: oneOf(
      LOCATION_FREQUENCIES,
      r.locationFrequencySeconds,
      d.locationFrequencySeconds,
    ),
    backupDelayMinutes: oneOf(BACKUP_DELAYS, r.backupDelayMinutes, d.backupDelayMinutes),
    autoVoiceCalls: typeof r.autoVoiceCalls === 'boolean' ? r.autoVoiceCalls : d.autoVoiceCalls,
    silentMode: typeof r.silentMode === 'boolean' ? r.silentMode : d.silentMode,
    customMessage:
      typeof r.customMessage === 'string'
        ? r.customMessage.slice(0, CUSTOM_MESSAGE_MAX)
        : d.customMessage,
    serverAlerts: r.serverAlerts === true,
    lockedAlarm: r.lockedAlarm !== false,
  };
}

async function readState(db: VaultDatabase): Promise<EmergencySettingsState> {
  const record: unknown = await db.emergencySettings.get('emergency');
  return { settings: settingsFrom(record), unreadable: isCorrupt(record) };
}

/** The current settings (defaults if none were saved). Throws VaultLockedError while locked. */
export async function readEmergencySettings(): Promise<EmergencySettings> {
  return (await readState(getVaultDatabase())).settings;
}

const DEFAULT_STATE: EmergencySettingsState = {
  settings: { ...DEFAULT_EMERGENCY_SETTINGS },
  unreadable: false,
};

export function useEmergencySettingsState(): EmergencySettingsState {
  return useVaultQuery(readState, [], DEFAULT_STATE);
}

/** Live; the defaults while locked or before the first read. */
export function useEmergencySettings(): EmergencySettings {
  return useEmergencySettingsState().settings;
}

export type SaveEmergencySettingsResult =
  | { ok: true; settings: EmergencySettings; essentialsSaved: boolean }
  | { ok: false; reason: 'too-long' | 'locked' | 'quota' };

/**
 * Merges a change into the stored record (in one transaction), then rewrites the SOS essentials,
 * whose message the panic code sends while locked ('' there means the default message).
 */
export async function saveEmergencySettings(
  change: EmergencySettingsChange,
): Promise<SaveEmergencySettingsResult> {
  const message = change.customMessage?.trim();
  if (message !== undefined && message.length > CUSTOM_MESSAGE_MAX)
    return { ok: false, reason: 'too-long' };
  try {
    const db = getVaultDatabase();
    const settings = await db.transaction('rw', [db.emergencySettings], async () => {
      const { settings: current } = await readState(db);
      const next = settingsFrom({
        ...current,
        ...change,
        ...(message !== undefined ? { customMessage: message } : {}),
      });
      await db.emergencySettings.put(next);
      return next;
    });
    return { ok: true, settings, essentialsSaved: await syncSosEssentials() };
  } catch (error) {
    if (error instanceof VaultLockedError) return { ok: false, reason: 'locked' };
    if (isQuotaError(error)) return { ok: false, reason: 'quota' };
    throw error;
  }
}
