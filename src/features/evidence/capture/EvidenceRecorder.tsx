import { Camera, Image, Mic, Monitor, Square, Circle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { LtrNumbers } from '../../../ui/LtrNumbers';
import { Section } from '../../../ui/Section';
import { formatDuration, formatSize } from '../format';
import { useEvidenceCapture, type CaptureChoice } from './useCapture';

type Choice = CaptureChoice;

const CHOICES: { id: Choice; icon: typeof Mic }[] = [
  { id: 'audio', icon: Mic },
  { id: 'video', icon: Camera },
  { id: 'screen', icon: Monitor },
  { id: 'photo', icon: Image },
];

/** The evidence dialog (spec §2): choose the type, start and stop; the type is locked meanwhile. */
export function EvidenceRecorder() {
  const { t } = useTranslation('evidence');
  const [choice, setChoice] = useState<Choice>('audio');
  const { status, kind, sizeBytes, recording, locked, elapsed, start, stop } = useEvidenceCapture();
  const shown: Choice = kind ?? choice;

  return (
    <Section title={t('recordTitle')}>
      <p className="evidence-note">{t('vaultNote')}</p>
      <div className="evidence-kinds" role="group" aria-label={t('typeLabel')}>
        {CHOICES.map(({ id, icon: Icon }) => (
          <Button
            key={id}
            aria-pressed={shown === id}
            disabled={locked && shown !== id}
            onClick={() => setChoice(id)}
          >
            <Icon size={18} aria-hidden /> {t(`choice.${id}`)}
          </Button>
        ))}
      </div>
      {recording || status === 'saving' ? (
        <div className="evidence-live">
          <span role="timer" aria-label={t('timerLabel')} className="evidence-timer" dir="ltr">
            {formatDuration(elapsed)}
          </span>
          <span className="evidence-size">
            <LtrNumbers text={t('sizeRecorded', { size: formatSize(sizeBytes) })} />
          </span>
          <Button
            variant="light"
            className="evidence-stop"
            disabled={!recording}
            onClick={() => void stop()}
          >
            <Square size={16} aria-hidden /> {t('stop')}
          </Button>
        </div>
      ) : (
        <Button
          variant="danger"
          block
          className="evidence-start"
          disabled={locked}
          onClick={() => void start(shown)}
        >
          {shown === 'photo' ? (
            <>
              <Camera size={16} aria-hidden /> {t('takePhoto')}
            </>
          ) : (
            <>
              <Circle size={16} aria-hidden /> {t('start')}
            </>
          )}
        </Button>
      )}
    </Section>
  );
}
