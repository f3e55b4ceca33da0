import { Download, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { showToast } from '../../ui/toast/toastStore';
import type { Recording } from '../../vault';
import { downloadEvidence } from './export/downloadEvidence';
import { deleteEvidence, playsStreamed, readEvidence } from './evidenceRepository';
import type { PlayerSource } from './playback/EvidencePlayer';
import { formatDuration } from './format';

interface EvidenceItemProps {
  item: Recording;
  date: string;
  onPlay: (item: Recording, source: PlayerSource) => void;
  /** Every slice is on the server (cloud backup, issue 28). */
  backedUp?: boolean;
}

/** One saved item: kind, duration, time, size; Play, Download, Delete (two steps). */
export function EvidenceItem({ item, date, onPlay, backedUp = false }: EvidenceItemProps) {
  const { t } = useTranslation('evidence');
  const [damaged, setDamaged] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const kind = t(`kind.${item.type}`);
  const label = item.type === 'photo' ? kind : `${kind} · ${formatDuration(item.durationSeconds)}`;

  const showDamaged = () => {
    setDamaged(true);
    showToast({ title: t('damagedTitle'), description: t('damaged'), variant: 'destructive' });
  };

  const open = async (then: (blob: Blob) => void) => {
    const result = await readEvidence(item);
    if (!result.ok) return showDamaged();
    setDamaged(false);
    then(result.blob);
  };

  const download = async () => {
    const outcome = await downloadEvidence(item);
    if (outcome === 'saved') setDamaged(false);
    else if (outcome === 'damaged') showDamaged();
    else if (outcome === 'failed')
      showToast({ title: t('downloadFailed'), variant: 'destructive' });
    // 'cancelled': the user closed the file picker; nothing to say.
  };

  const play = () => {
    // Streamed: the player decrypts as it plays and reports a damaged item itself.
    if (playsStreamed(item)) onPlay(item, { kind: 'stream' });
    else void open((blob) => onPlay(item, { kind: 'blob', blob }));
  };

  const remove = async () => {
    const result = await deleteEvidence(item.id);
    showToast(
      result.ok ? { title: t('deleted') } : { title: t('deleteFailed'), variant: 'destructive' },
    );
  };

  return (
    <Card as="li" className="evidence-item">
      <div className="evidence-item-text">
        <strong dir="auto">{label}</strong>
        <span>
          <time dir="ltr" dateTime={new Date(item.createdAt).toISOString()}>
            {date}
          </time>
          {item.sizeText ? <span dir="ltr"> · {item.sizeText}</span> : null}
        </span>
        {item.lockedCapture ? <span>{t('lockedCapture')}</span> : null}
        {!item.complete ? <span className="evidence-warn">{t('interrupted')}</span> : null}
        {damaged ? <span className="evidence-warn">{t('damaged')}</span> : null}
        {backedUp ? <span className="evidence-backed-up">{t('backedUp')}</span> : null}
      </div>
      <div className="evidence-actions">
        <Button onClick={play}>
          <Play size={16} aria-hidden /> {t('play')}
        </Button>
        <Button onClick={() => void download()}>
          <Download size={16} aria-hidden /> {t('download')}
        </Button>
        {confirming ? (
          <>
            <Button variant="danger" onClick={() => void remove()}>
              {t('confirmDelete')}
            </Button>
            <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
          </>
        ) : (
          <Button onClick={() => setConfirming(true)}>
            <Trash2 size={16} aria-hidden /> {t('delete')}
          </Button>
        )}
      </div>
    </Card>
  );
}
