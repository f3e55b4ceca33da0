import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';
import { useBackedUp } from '../backup';
import type { Recording } from '../../vault';
import { CourtExport } from './export/CourtExport';
import { EvidenceItem } from './EvidenceItem';
import { EvidencePlayer, type PlayerSource } from './playback/EvidencePlayer';
import { useSavedEvidence } from './evidenceRepository';
import { useRecorderStore } from './capture/recorder';

export function SavedEvidenceList() {
  const { t, i18n } = useTranslation('evidence');
  const { items: all, unreadable } = useSavedEvidence();
  const recordingId = useRecorderStore((s) => s.itemId);
  // The item being recorded shows in the recorder (timer, size), not as a cut-off item here.
  const items = all.filter((item) => item.id !== recordingId);
  const backedUp = useBackedUp(items.map((item) => `${item.id}:${item.complete}`).join());
  const [playing, setPlaying] = useState<{ item: Recording; source: PlayerSource } | null>(null);
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const listName = t('savedTitle');
  return (
    <>
      <Section title={listName}>
        {playing ? (
          <EvidencePlayer
            key={playing.item.id}
            item={playing.item}
            source={playing.source}
            onClose={() => setPlaying(null)}
          />
        ) : null}
        {unreadable > 0 ? (
          <p className="evidence-warn" role="status">
            {t('unreadable', { count: unreadable })}
          </p>
        ) : null}
        {items.length === 0 ? <p className="evidence-empty">{t('empty')}</p> : null}
        <ul className="evidence-list" aria-label={listName}>
          {items.map((item) => (
            <EvidenceItem
              key={item.id}
              item={item}
              date={format.format(item.createdAt)}
              backedUp={backedUp.has(item.id)}
              onPlay={(played, source) => setPlaying({ item: played, source })}
            />
          ))}
        </ul>
      </Section>
      <CourtExport items={items} />
    </>
  );
}
