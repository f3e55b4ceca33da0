import { Camera, FolderOpen, Mic, Square } from 'lucide-react';
import { useTranslation } from '../../../i18n';
import { LtrNumbers } from '../../../ui/LtrNumbers';
import { Section } from '../../../ui/Section';
import { formatDuration, formatSize, useEvidenceCapture } from '../../evidence';
import './recording.css';

/**
 * The Emergency tab's recording card (spec §2: evidence recording there): one tap records audio or
 * video, or takes a photo, through the Evidence tab's recorder (the same limits, messages, vault
 * and decoy behaviour). What it records is listed on the Evidence tab, which the last button opens.
 */
export function RecordingCard({ onOpenEvidence }: { onOpenEvidence?: () => void }) {
  const { t } = useTranslation('emergency');
  const { t: te } = useTranslation('evidence');
  const { status, sizeBytes, recording, locked, elapsed, start, stop } = useEvidenceCapture();
  return (
    <Section title={t('recording.title')}>
      <div className="quick-recording">
        <p className="quick-recording-note">{t('recording.note')}</p>
        {recording || status === 'saving' ? (
          <div className="quick-recording-live">
            <span
              role="timer"
              aria-label={te('timerLabel')}
              className="quick-recording-timer"
              dir="ltr"
            >
              {formatDuration(elapsed)}
            </span>
            <span className="quick-recording-size">
              <LtrNumbers text={te('sizeRecorded', { size: formatSize(sizeBytes) })} />
            </span>
            <button
              type="button"
              className="quick-recording-stop"
              disabled={!recording}
              onClick={() => void stop()}
            >
              <Square size={16} aria-hidden /> {te('stop')}
            </button>
          </div>
        ) : (
          <div className="quick-recording-kinds">
            <button type="button" disabled={locked} onClick={() => void start('audio')}>
              <Mic size={18} aria-hidden /> {t('recording.audio')}
            </button>
            <button type="button" disabled={locked} onClick={() => void start('video')}>
              <Camera size={18} aria-hidden /> {t('recording.video')}
            </button>
            <button type="button" disabled={locked} onClick={() => void start('photo')}>
              <Camera size={18} aria-hidden /> {te('takePhoto')}
            </button>
          </div>
        )}
        {onOpenEvidence ? (
          <button type="button" className="quick-recording-open" onClick={onOpenEvidence}>
            <FolderOpen size={16} aria-hidden /> {t('recording.openList')}
          </button>
        ) : null}
      </div>
    </Section>
  );
}
