import { Camera, Image, Mic, Monitor, Square, Circle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { LtrNumbers } from '../../ui/LtrNumbers';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { formatDuration, formatSize } from './format';
import { captureFailureMessage } from './messages';
import {
  startRecording,
  stopRecording,
  takePhoto,
  useRecorderStore,
  useVisibleRecorder,
} from './recorder';

type Choice = 'audio' | 'video' | 'screen' | 'photo';

const CHOICES: { id: Choice; icon: typeof Mic }[] = [
  { id: 'audio', icon: Mic },
  { id: 'video', icon: Camera },
  { id: 'screen', icon: Monitor },
  { id: 'photo', icon: Image },
];

/** Seconds since `startedAt`, ticking once a second while recording. */
function useElapsed(startedAt: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return running ? Math.max(0, Math.floor((now - startedAt) / 1000)) : 0;
}

/** The evidence dialog (spec §2): choose the type, start and stop; the type is locked meanwhile. */
export function EvidenceRecorder() {
  const { t } = useTranslation('evidence');
  const [choice, setChoice] = useState<Choice>('audio');
  const [busy, setBusy] = useState(false);
  const { status, kind, startedAt, sizeBytes } = useVisibleRecorder();
  const recording = status === 'recording';
  const locked = status !== 'idle' || busy;
  const shown: Choice = kind ?? choice;
  const elapsed = useElapsed(startedAt, recording);

  const fail = (reason: Parameters<typeof captureFailureMessage>[1]) => {
    showToast({ ...captureFailureMessage(t, reason, shown), variant: 'destructive' });
  };

  // A recording that ended by itself (a slice could not be stored) says why, once.
  const failure = useRecorderStore((s) => s.failure);
  useEffect(() => {
    if (!failure) return;
    useRecorderStore.setState({ failure: null });
    showToast({ ...captureFailureMessage(t, failure, choice), variant: 'destructive' });
  }, [failure, t, choice]);

  const start = async () => {
    setBusy(true);
    try {
      if (shown === 'photo') {
        const result = await takePhoto();
        if (result.ok) showToast({ title: t('photoCaptured') });
        else fail(result.reason);
        return;
      }
      const result = await startRecording(shown);
      if (result.ok) showToast({ title: t('recordingStarted', { type: t(`kind.${shown}`) }) });
      else fail(result.reason);
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    const result = await stopRecording();
    if (result.ok) showToast({ title: t('recordingSaved') });
    else fail(result.reason);
  };

  return (
    <Section title={t('recordTitle')}>
      <p className="evidence-note">{t('vaultNote')}</p>
      <div className="evidence-kinds" role="group" aria-label={t('typeLabel')}>
        {CHOICES.map(({ id, icon: Icon }) => (
          <button
            key={id}
            type="button"
            aria-pressed={shown === id}
            disabled={locked && shown !== id}
            onClick={() => setChoice(id)}
          >
            <Icon size={18} aria-hidden /> {t(`choice.${id}`)}
          </button>
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
          <button
            type="button"
            className="evidence-stop"
            disabled={!recording}
            onClick={() => void stop()}
          >
            <Square size={16} aria-hidden /> {t('stop')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="evidence-start"
          disabled={locked}
          onClick={() => void start()}
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
        </button>
      )}
    </Section>
  );
}
