import { FileArchive } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { saveFile } from '../../../platform/media/download';
import { Section } from '../../../ui/Section';
import { showToast } from '../../../ui/toast/toastStore';
import type { Recording } from '../../../vault';
import { exportForCourt } from './courtExport';
import { evidenceFileName, formatDuration } from '../format';
import type { ManifestTexts } from './manifest';

/** Export for court (issue 9 §4): the user picks items and gets one ZIP with a manifest. */
export function CourtExport({ items }: { items: Recording[] }) {
  const { t, i18n } = useTranslation('evidence');
  const [unpicked, setUnpicked] = useState<ReadonlySet<string>>(new Set());
  const [progress, setProgress] = useState<number | null>(null);
  const [wav, setWav] = useState(true);
  const complete = items.filter((item) => item.complete);
  const picked = complete.filter((item) => !unpicked.has(item.id));
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'medium' });

  const toggle = (id: string) =>
    setUnpicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const texts: ManifestTexts = {
    title: t('manifest.title'),
    intro: t('manifest.intro'),
    file: t('manifest.file'),
    type: (item) => t(`kind.${item.type}`),
    captured: t('manifest.captured'),
    duration: t('manifest.duration'),
    size: t('manifest.size'),
    place: t('manifest.place'),
    noPlace: t('manifest.noPlace'),
    appVersion: t('manifest.appVersion'),
    exportedAt: t('manifest.exportedAt'),
    original: t('manifest.original'),
    copy: t('manifest.copy'),
    copyHash: t('manifest.copyHash'),
    copyTooLong: t('manifest.copyTooLong'),
    copyNotDecoded: t('manifest.copyNotDecoded'),
  };
  const hasAudio = picked.some((item) => item.type === 'audio');

  const run = async () => {
    setProgress(0);
    const result = await exportForCourt(
      picked,
      texts,
      (time) => format.format(time),
      setProgress,
      undefined,
      { wav: wav && hasAudio },
    );
    setProgress(null);
    if (result.ok) {
      saveFile(
        `evidence-${new Date(result.exportedAt).toISOString().slice(0, 10)}.zip`,
        result.zip,
      );
      showToast({
        title: t('exportDone'),
        description:
          result.copiesNotMade > 0 ? t('wavNotMade', { count: result.copiesNotMade }) : undefined,
      });
    } else {
      showToast({
        title: t('exportFailed'),
        description: result.reason === 'damaged' ? t('damaged') : undefined,
        variant: 'destructive',
      });
    }
  };

  if (complete.length === 0) return null;
  return (
    <Section title={t('exportTitle')}>
      <p className="evidence-note">{t('exportNote')}</p>
      <fieldset className="evidence-pick">
        <legend>{t('exportPick')}</legend>
        {complete.map((item) => (
          <label key={item.id}>
            <input
              type="checkbox"
              checked={!unpicked.has(item.id)}
              onChange={() => toggle(item.id)}
            />
            <span dir="auto">
              {t(`kind.${item.type}`)}
              {item.type === 'photo' ? '' : ` · ${formatDuration(item.durationSeconds)}`}
            </span>
            <span dir="ltr" className="evidence-file">
              {evidenceFileName(item.type, item.createdAt, item.mimeType)}
            </span>
          </label>
        ))}
      </fieldset>
      {hasAudio ? (
        <label className="evidence-wav">
          <input type="checkbox" checked={wav} onChange={() => setWav((on) => !on)} />
          <span>{t('wavOption')}</span>
        </label>
      ) : null}
      {progress !== null ? (
        <progress value={progress} max={1} aria-label={t('exportProgress')} />
      ) : null}
      <Button
        variant="primary"
        block
        disabled={picked.length === 0 || progress !== null}
        onClick={() => void run()}
      >
        <FileArchive size={16} aria-hidden /> {t('export')}
      </Button>
    </Section>
  );
}
