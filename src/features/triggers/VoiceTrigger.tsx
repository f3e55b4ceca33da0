import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';
import { PanicPhraseForm } from './PanicPhraseForm';
import { TriggerSwitch } from './TriggerSwitch';
import { useTriggerSettings } from './triggerSettings';
import { useVoiceControl } from './useVoiceControl';
import { useVoiceStatus } from './voiceWatcher';

/** The voice trigger: switch, cloud-recogniser notice, listening status and the panic phrase. */
export function VoiceTrigger() {
  const { t } = useTranslation('triggers');
  const { voice, panicPhrase } = useTriggerSettings();
  const status = useVoiceStatus((s) => s.status);
  const { step, toggle, acceptCloud, declineCloud, resume } = useVoiceControl();
  const busy = step === 'checking' || step === 'installing';
  const resumed = useRef(false);

  useEffect(() => {
    if (!voice || status !== 'off' || resumed.current) return;
    resumed.current = true;
    void resume();
  }, [voice, status, resume]);

  return (
    <Section title={t('voice.title')}>
      <TriggerSwitch
        label={t('voice.label')}
        checked={voice}
        busy={busy}
        onToggle={() => {
          // The user's own choice: the reload-time resume must not start a second session.
          resumed.current = true;
          void toggle();
        }}
      >
        <p>{t('voice.explain')}</p>
      </TriggerSwitch>
      {step === 'installing' && <p role="status">{t('voice.installing')}</p>}
      {step === 'asking-cloud' && (
        <div className="triggers-consent" role="alertdialog" aria-label={t('voice.cloudTitle')}>
          <p className="triggers-consent-title">{t('voice.cloudTitle')}</p>
          <p>{t('voice.cloud')}</p>
          <div className="triggers-actions">
            <button
              type="button"
              onClick={() => {
                resumed.current = true;
                void acceptCloud();
              }}
            >
              {t('voice.accept')}
            </button>
            <button type="button" className="triggers-secondary" onClick={declineCloud}>
              {t('voice.decline')}
            </button>
          </div>
        </div>
      )}
      <p className="triggers-status" role="status">
        {status === 'listening' && t('voice.listening', { phrase: panicPhrase })}
        {status === 'heard' && t('voice.heard')}
      </p>
      <PanicPhraseForm />
    </Section>
  );
}
