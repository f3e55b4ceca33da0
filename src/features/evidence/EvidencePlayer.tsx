import { X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n';
import type { Recording } from '../../vault';

/**
 * Plays a decrypted item in the app (audio, video, photo viewer). The object URL lives only while
 * the player is open.
 */
export function EvidencePlayer({
  item,
  blob,
  onClose,
}: {
  item: Recording;
  blob: Blob;
  onClose: () => void;
}) {
  const { t } = useTranslation('evidence');
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const title = t(`kind.${item.type}`);
  return (
    <figure className="evidence-player" aria-label={t('playerLabel', { kind: title })}>
      {item.type === 'photo' ? (
        <img src={url} alt={title} />
      ) : item.type === 'audio' ? (
        <audio src={url} controls autoPlay aria-label={title} />
      ) : (
        <video src={url} controls autoPlay playsInline aria-label={title} />
      )}
      <button type="button" onClick={onClose}>
        <X size={16} aria-hidden /> {t('closePlayer')}
      </button>
    </figure>
  );
}
