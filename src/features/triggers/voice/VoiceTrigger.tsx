import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { Section } from '../../../ui/Section';
import { PanicPhraseForm } from './PanicPhraseForm';
import { TriggerSwitch } from '../TriggerSwitch';
import { useTriggerSettings } from '../triggerSettings';
import { useVoiceControl } from './useVoiceControl';
import { useVoiceStatus } from './voiceWatcher';
import { Button } from '../../../ui/Button';

/** Why listening stopped, when it did not stop because the phrase was heard. */
const STOPPED_HINTS = {
  error: 'voice.errorHint',
  denied: 'voice.deniedHint',
  unsupported: 'voice.notSupportedHint',
} as const;

/**
 * The voice trigger: switch, cloud-recogniser notice, listening status and the panic phrase. The
 * switch shows what is true: On only while it is wanted and listening, not merely while the
 * setting (cleared a moment after a failure, or never, for listening the calculator started) says so.
 */
export function VoiceTrigger() {
  const { t } = useTranslation('triggers');
  const { voice, panicPhrase } = useTriggerSettings();
  const status = useVoiceStatus((s) => s.status);
  const { step, toggle, acceptCloud, declineCloud, resume } = useVoiceControl();
  const busy = step === 'checking' || step === 'installing';
  const on = voice && status === 'listening';
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
        checked={on}
        busy={busy}
        onToggle={() => {
          // The user's own choice: the reload-time resume must not start a second session.
          resumed.current = true;
          void toggle(on);
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
            <Button
              variant="primary"
              onClick={() => {
                resumed.current = true;
                void acceptCloud();
              }}
            >
              {t('voice.accept')}
            </Button>
            <Button onClick={declineCloud}>{t('voice.decline')}</Button>
          </div>
        </div>
      )}
      <p className="triggers-status" role="status">
        {status === 'listening' && t('voice.listening', { phrase: panicPhrase })}
        {status === 'heard' && t('voice.heard')}
        {status in STOPPED_HINTS && t(STOPPED_HINTS[status as keyof typeof STOPPED_HINTS])}
      </p>
      <PanicPhraseForm />
    </Section>
  );
}
