import { useState } from 'react';
import { useTranslation } from '../../i18n';
import type { TriggerSettings } from '../../vault';
import { showToast } from '../../ui/toast/toastStore';
import { saveTriggerSettings } from './triggerSettings';
import { watchShake } from './shake/shakeWatcher';

/**
 * Saves a change to the triggers and applies it to the running shake trigger (never from the decoy,
 * whose settings must not change what runs). Resolves to the saved settings, or null on failure.
 */
export function useSaveTriggers() {
  const { t } = useTranslation('triggers');
  const [saving, setSaving] = useState(false);
  const save = async (change: Partial<TriggerSettings>): Promise<TriggerSettings | null> => {
    setSaving(true);
    try {
      const result = await saveTriggerSettings(change);
      if (!result.ok) {
        showToast({ title: t('saveFailed'), variant: 'destructive' });
        return null;
      }
      if (result.live) watchShake(result.settings.shake);
      return result.settings;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
