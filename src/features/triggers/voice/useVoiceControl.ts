import { useState } from 'react';
import { useLanguageStore, useTranslation } from '../../../i18n';
import { installOnDeviceSpeech, speechLanguage, speechMode } from '../../../platform/media/speech';
import { showToast } from '../../../ui/toast/toastStore';
import { saveTriggerSettings, useTriggerSettings } from '../triggerSettings';
import {
  startVoiceTrigger,
  stopVoiceTrigger,
  useVoiceStatus,
  type VoiceStatus,
} from './voiceWatcher';

/**
 * Turning the voice trigger on: on-device recognition when the browser has it (downloading its
 * language pack if needed); otherwise the user is told first that the browser sends the audio to
 * its maker, and nothing listens until they accept. Failures show the spec's three messages and
 * turn the switch back off, as does hearing the phrase (listening has stopped).
 */
export type VoiceStep = 'idle' | 'checking' | 'installing' | 'asking-cloud';

const FAILURE_MESSAGES = {
  unsupported: ['voice.notSupported', 'voice.notSupportedHint'],
  denied: ['voice.denied', 'voice.deniedHint'],
  error: ['voice.error', 'voice.errorHint'],
} as const;

export function useVoiceControl() {
  const { t } = useTranslation('triggers');
  const language = useLanguageStore((s) => s.language);
  const settings = useTriggerSettings();
  const [step, setStep] = useState<VoiceStep>('idle');
  const lang = speechLanguage(language);

  const failed = (status: keyof typeof FAILURE_MESSAGES) => {
    const [title, description] = FAILURE_MESSAGES[status];
    showToast({ title: t(title), description: t(description), variant: 'destructive' });
  };

  const onStopped = (status: Exclude<VoiceStatus, 'off' | 'listening'>) => {
    void saveTriggerSettings({ voice: false });
    if (status !== 'heard') failed(status);
  };

  const listen = async (onDevice: boolean, cloudAccepted: boolean) => {
    const saved = await saveTriggerSettings({ voice: true, voiceCloudAccepted: cloudAccepted });
    if (!saved.ok) {
      showToast({ title: t('saveFailed'), variant: 'destructive' });
      return;
    }
    startVoiceTrigger({ phrase: saved.settings.panicPhrase, lang, onDevice, onStopped });
  };

  const turnOn = async () => {
    setStep('checking');
    let mode = await speechMode(lang);
    if (mode === 'installable') {
      setStep('installing');
      mode = (await installOnDeviceSpeech(lang)) ? 'on-device' : 'cloud';
    }
    if (mode === 'unsupported') {
      setStep('idle');
      failed('unsupported');
      return;
    }
    if (mode === 'cloud' && !settings.voiceCloudAccepted) {
      setStep('asking-cloud');
      return;
    }
    setStep('idle');
    await listen(mode === 'on-device', settings.voiceCloudAccepted);
  };

  /** The switch was left on (a reload): listen again without asking, where nothing needs asking. */
  const resume = async () => {
    const mode = await speechMode(lang);
    if (useVoiceStatus.getState().status !== 'off') return;
    if (mode === 'on-device' || (mode === 'cloud' && settings.voiceCloudAccepted))
      startVoiceTrigger({
        phrase: settings.panicPhrase,
        lang,
        onDevice: mode === 'on-device',
        onStopped,
      });
  };

  return {
    step,
    resume,
    /** `on`: what the switch shows (listening), which is what pressing it changes. */
    toggle: async (on: boolean) => {
      if (on) {
        stopVoiceTrigger();
        await saveTriggerSettings({ voice: false });
      } else await turnOn();
    },
    acceptCloud: async () => {
      setStep('idle');
      await listen(false, true);
    },
    declineCloud: () => setStep('idle'),
  };
}
