import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { Section } from '../../../ui/Section';
import { showToast } from '../../../ui/toast/toastStore';
import { AdvancedSettingsSwitch } from './AdvancedSettingsSwitch';
import { ServerAlertsSetting } from '../alerts';
import { PRIVATE_FIELD } from '../contacts/contactPrivacy';
import {
  BACKUP_DELAYS,
  CUSTOM_MESSAGE_MAX,
  LOCATION_FREQUENCIES,
  saveEmergencySettings,
  useEmergencySettingsState,
  type EmergencySettingsChange,
} from './emergencySettingsRepository';
import '../../../ui/controls.css';
import '../contacts/contacts.css';
import { Button } from '../../../ui/Button';

/**
 * Advanced settings (spec §2, §3): location frequency, backup delay, auto voice calls, silent mode,
 * server alerts (issue 29) and the custom message. Choices save as soon as they are made; the message has its own Save.
 */
export function AdvancedSettings() {
  const { t } = useTranslation('contacts');
  const { settings, unreadable } = useEmergencySettingsState();
  // Shown at once while the write runs; dropped again if it fails, so the control tells the truth.
  const [pending, setPending] = useState<EmergencySettingsChange>({});
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const shown = { ...settings, ...pending };
  const message = draft ?? settings.customMessage;

  const failed = (reason: 'too-long' | 'locked' | 'quota') => {
    const description =
      reason === 'quota'
        ? t('storageFull')
        : reason === 'too-long'
          ? t('advanced.tooLong', { max: CUSTOM_MESSAGE_MAX })
          : t('tryAgain');
    showToast({ title: t('advanced.notSaved'), description, variant: 'destructive' });
  };

  const apply = async (change: EmergencySettingsChange) => {
    setPending((p) => ({ ...p, ...change }));
    const result = await saveEmergencySettings(change);
    if (result.ok) return;
    setPending((p) => {
      const next = { ...p };
      for (const key of Object.keys(change) as (keyof EmergencySettingsChange)[]) delete next[key];
      return next;
    });
    failed(result.reason);
  };

  const saveMessage = async (event: FormEvent) => {
    event.preventDefault();
    const saved = message;
    const result = await saveEmergencySettings({ customMessage: saved });
    if (!result.ok) return failed(result.reason);
    // The stored (trimmed) text replaces the box only if nothing was typed while saving.
    setDraft((current) =>
      current === null || current === saved ? result.settings.customMessage : current,
    );
    showToast(
      result.essentialsSaved
        ? { title: t('advanced.saved'), description: t('advanced.savedDescription') }
        : {
            title: t('advanced.saved'),
            description: t('essentialsFailed'),
            variant: 'destructive',
          },
    );
  };

  return (
    <Section title={t('advanced.title')}>
      <div className="contact-settings">
        {unreadable && <p role="status">{t('advanced.unreadable')}</p>}
        <label htmlFor={`${id}-frequency`}>{t('advanced.locationFrequency')}</label>
        <select
          className="ui-field"
          id={`${id}-frequency`}
          value={shown.locationFrequencySeconds}
          onChange={(e) => {
            const value = LOCATION_FREQUENCIES.find((v) => String(v) === e.target.value);
            if (value) void apply({ locationFrequencySeconds: value });
          }}
        >
          {LOCATION_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {t('advanced.everySeconds', { value })}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-delay`}>{t('advanced.backupDelay')}</label>
        <select
          className="ui-field"
          id={`${id}-delay`}
          value={shown.backupDelayMinutes}
          aria-describedby={`${id}-delay-hint`}
          onChange={(e) => {
            const value = BACKUP_DELAYS.find((v) => String(v) === e.target.value);
            if (value) void apply({ backupDelayMinutes: value });
          }}
        >
          {BACKUP_DELAYS.map((value) => (
            <option key={value} value={value}>
              {t('advanced.minutes', { value })}
            </option>
          ))}
        </select>
        <p id={`${id}-delay-hint`} className="panel-note">
          {t('advanced.backupDelayHint')}
        </p>
        <AdvancedSettingsSwitch
          label={t('advanced.autoVoiceCalls')}
          hint={t('advanced.autoVoiceCallsHint')}
          checked={shown.autoVoiceCalls}
          onChange={(checked) => void apply({ autoVoiceCalls: checked })}
        />
        <AdvancedSettingsSwitch
          label={t('advanced.silentMode')}
          hint={t('advanced.silentModeHint')}
          checked={shown.silentMode}
          onChange={(checked) => void apply({ silentMode: checked })}
        />
        <AdvancedSettingsSwitch
          label={t('advanced.lockedAlarm')}
          hint={t('advanced.lockedAlarmHint')}
          checked={shown.lockedAlarm !== false}
          onChange={(checked) => void apply({ lockedAlarm: checked })}
        />
        <ServerAlertsSetting
          checked={shown.serverAlerts === true}
          onChange={(checked) => void apply({ serverAlerts: checked })}
        />
      </div>
      <form className="contact-form" noValidate onSubmit={(e) => void saveMessage(e)}>
        <label htmlFor={`${id}-message`}>{t('advanced.customMessage')}</label>
        <textarea
          className="ui-field"
          {...PRIVATE_FIELD}
          id={`${id}-message`}
          rows={3}
          value={message}
          maxLength={CUSTOM_MESSAGE_MAX}
          placeholder={t('advanced.defaultMessage')}
          aria-describedby={`${id}-message-hint`}
          onChange={(e) => setDraft(e.target.value)}
        />
        <p id={`${id}-message-hint`} className="panel-note">
          {t('advanced.messageHint')}{' '}
          {t('advanced.messageCount', { used: message.length, max: CUSTOM_MESSAGE_MAX })}
        </p>
        <div className="contact-actions">
          <Button type="submit" variant="primary">
            <Save size={16} aria-hidden /> {t('advanced.saveMessage')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
