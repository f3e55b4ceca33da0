import {
  getVaultDatabase,
  updateSosEssentials,
  useMeta,
  writeMeta,
  type TriggerSettings,
} from '../../vault';
import { DEFAULT_PANIC_PHRASE, PANIC_PHRASE_MAX } from './voice/panicPhrase';
import { report } from '../../platform/report';

/**
 * The triggers' settings, kept in the vault (meta `triggers`) with a copy in the SOS essentials so
 * that shake and voice keep working while the calculator is showing. The tap trigger starts on: its
 * tap area exists only in the Panic tab, which nobody opens by accident; shake, voice and hand start off
 * (a run or a dropped bag, or a phrase said in passing, must not raise an alarm the user never chose).
 */
export const DEFAULT_TRIGGER_SETTINGS: Readonly<TriggerSettings> = {
  voice: false,
  tap: true,
  shake: false,
  hand: false,
  panicPhrase: DEFAULT_PANIC_PHRASE,
  voiceCloudAccepted: false,
};

export function triggerSettingsFrom(value: unknown): TriggerSettings {
  const d = DEFAULT_TRIGGER_SETTINGS;
  if (typeof value !== 'object' || value === null) return { ...d };
  const v = value as Partial<Record<keyof TriggerSettings, unknown>>;
  const flag = (x: unknown, fallback: boolean) => (typeof x === 'boolean' ? x : fallback);
  const phrase = typeof v.panicPhrase === 'string' ? v.panicPhrase.trim() : '';
  return {
    voice: flag(v.voice, d.voice),
    tap: flag(v.tap, d.tap),
    shake: flag(v.shake, d.shake),
    hand: flag(v.hand, d.hand),
    panicPhrase: phrase ? phrase.slice(0, PANIC_PHRASE_MAX) : d.panicPhrase,
    voiceCloudAccepted: flag(v.voiceCloudAccepted, d.voiceCloudAccepted),
  };
}

export function useTriggerSettings(): TriggerSettings {
  return triggerSettingsFrom(useMeta('triggers', DEFAULT_TRIGGER_SETTINGS));
}

export async function readTriggerSettings(): Promise<TriggerSettings> {
  const record = await getVaultDatabase().meta.get('triggers');
  return triggerSettingsFrom(record?.value);
}

/**
 * `live` is false in the decoy: its settings are saved there (so the decoy looks used) but never
 * change the triggers that are running, which follow the real vault's essentials.
 */
export type SaveTriggersResult =
  { ok: true; settings: TriggerSettings; live: boolean } | { ok: false };

/** Saves a change in the vault, then the locked-time copy; the caller applies it (runtime.ts). */
export async function saveTriggerSettings(
  change: Partial<TriggerSettings>,
): Promise<SaveTriggersResult> {
  try {
    const settings = triggerSettingsFrom({ ...(await readTriggerSettings()), ...change });
    await writeMeta('triggers', settings);
    const essentials = await updateSosEssentials({ triggers: settings });
    return { ok: true, settings, live: essentials !== null };
  } catch (error) {
    report('settings not saved', error);
    return { ok: false };
  }
}
