import { X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { openStreamSink } from '../../../platform/media/mediaSource';
import { showToast } from '../../../ui/toast/toastStore';
import type { Recording } from '../../../vault';
import { evidenceSlices } from '../evidenceRepository';
import { DEFAULT_FEED_LIMITS, type FeedOutcome, streamItem } from './streamFeeder';

/** What the player plays: the whole decrypted item, or the item decrypted as it plays. */
export type PlayerSource = { kind: 'blob'; blob: Blob } | { kind: 'stream' };

/**
 * Plays a decrypted item in the app (audio, video, photo viewer). `data-source` on the media
 * element says which path it took. Closing the player (or the lock and Hide Interface, which
 * unmount it) stops decrypting, ends the MediaSource and revokes the object URL.
 */
export function EvidencePlayer({
  item,
  source,
  onClose,
}: {
  item: Recording;
  source: PlayerSource;
  onClose: () => void;
}) {
  const { t } = useTranslation('evidence');
  const title = t(`kind.${item.type}`);
  return (
    <figure className="evidence-player" aria-label={t('playerLabel', { kind: title })}>
      {source.kind === 'blob' ? (
        <BlobMedia item={item} blob={source.blob} title={title} />
      ) : (
        <StreamedMedia item={item} title={title} />
      )}
      <Button onClick={onClose}>
        <X size={16} aria-hidden /> {t('closePlayer')}
      </Button>
    </figure>
  );
}

function BlobMedia({ item, blob, title }: { item: Recording; blob: Blob; title: string }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  if (item.type === 'photo') return <img src={url} alt={title} />;
  if (item.type === 'audio')
    return <audio src={url} controls autoPlay aria-label={title} data-source="blob" />;
  return <video src={url} controls autoPlay playsInline aria-label={title} data-source="blob" />;
}

/** Audio or video fed through Media Source Extensions slice by slice (streamFeeder.ts). */
function StreamedMedia({ item, title }: { item: Recording; title: string }) {
  const { t } = useTranslation('evidence');
  const ref = useRef<HTMLMediaElement | null>(null);
  const [damaged, setDamaged] = useState(false);

  useEffect(() => {
    if (damaged)
      showToast({ title: t('damagedTitle'), description: t('damaged'), variant: 'destructive' });
  }, [damaged, t]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const controller = new AbortController();
    const sink = openStreamSink(element, item.mimeType, item.durationSeconds);
    // What decrypted before the damage still plays; the message follows it.
    const report = (outcome: FeedOutcome) => {
      if (!controller.signal.aborted && (outcome === 'damaged' || outcome === 'missing'))
        setDamaged(true);
    };
    void sink.ready.then(async (target) => {
      if (controller.signal.aborted) return;
      if (!target) return report('damaged');
      const limits = { ...DEFAULT_FEED_LIMITS, evict: item.type === 'audio' };
      await streamItem(() => evidenceSlices(item), target, controller.signal, report, limits);
    });
    return () => {
      controller.abort();
      sink.close();
    };
    // The item's id names it: a new item is a new stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item.id]);

  const setRef = (node: HTMLMediaElement | null) => {
    ref.current = node;
  };
  return (
    <>
      {item.type === 'audio' ? (
        <audio ref={setRef} controls autoPlay aria-label={title} data-source="stream" />
      ) : (
        <video ref={setRef} controls autoPlay playsInline aria-label={title} data-source="stream" />
      )}
      {damaged ? (
        <p className="evidence-warn" role="status">
          {t('damaged')}
        </p>
      ) : null}
    </>
  );
}
