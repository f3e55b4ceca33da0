import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { type AppSettings, getVaultDatabase, isCorrupt, useVaultQuery } from '../../vault';
import { defaultLists, sameLists, type SettingsLists } from './defaults';

/** `null` until the vault has answered; then the stored record, or `null` inside when none exists. */
type Loaded = { record: AppSettings | null } | null;

export interface SettingsDraft {
  ready: boolean;
  lists: SettingsLists;
  /** The lists differ from what is stored (or from the defaults when nothing is stored). */
  dirty: boolean;
  edit: (change: (lists: SettingsLists) => SettingsLists) => void;
  /** Writes the lists to the vault; throws what the vault throws (locked, quota). */
  save: () => Promise<void>;
  /** Forgets the draft, e.g. after a backup import replaced the stored record. */
  discard: () => void;
}

/**
 * The page edits a copy of the settings record; nothing reaches the vault until Save All Changes.
 * Leaving the page unmounts the draft, which is how Back discards unsaved edits.
 */
export function useSettingsDraft(): SettingsDraft {
  const { t } = useTranslation('settings');
  const loaded = useVaultQuery<Loaded>(
    async (db) => {
      const record: unknown = await db.settings.get('settings');
      // A record that no longer decrypts shows the defaults; saving replaces it.
      return { record: record && !isCorrupt(record) ? (record as AppSettings) : null };
    },
    [],
    null,
  );
  const [edits, setEdits] = useState<SettingsLists | null>(null);
  // What the last save wrote: the live query may answer a moment after the write resolves.
  const [lastSaved, setLastSaved] = useState<SettingsLists | null>(null);

  const stored: SettingsLists = loaded?.record ?? defaultLists(t);
  const lists = edits ?? stored;
  const baseline = lastSaved ?? stored;

  return {
    ready: loaded !== null,
    lists,
    dirty: edits !== null && !sameLists(edits, baseline),
    edit: (change) => setEdits((current) => change(current ?? stored)),
    save: async () => {
      const saved = lists;
      const record: AppSettings = {
        id: 'settings',
        emergencyNumbers: saved.emergencyNumbers,
        redFlags: saved.redFlags,
      };
      await getVaultDatabase().settings.put(record);
      // Edits made while the write ran stay (and stay unsaved); none made: the draft is what was saved.
      setEdits((current) => current ?? saved);
      setLastSaved(saved);
    },
    discard: () => {
      setEdits(null);
      setLastSaved(null);
    },
  };
}
