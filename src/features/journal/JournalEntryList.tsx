import { useRef } from 'react';
import { useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';
import type { JournalEntry } from '../../vault';
import { JournalEntryItem } from './JournalEntryItem';

interface JournalEntryListProps {
  entries: readonly JournalEntry[];
  unreadable: number;
  formatDate: (createdAt: number) => string;
}

export function JournalEntryList({ entries, unreadable, formatDate }: JournalEntryListProps) {
  const { t } = useTranslation('journal');
  const listRef = useRef<HTMLDivElement>(null);

  return (
    <Section title={t('recentTitle')}>
      <div ref={listRef} tabIndex={-1} className="journal-list">
        {unreadable > 0 && (
          <p className="journal-unreadable" role="status">
            {t('unreadable', { count: unreadable })}
          </p>
        )}
        {entries.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul>
            {entries.map((entry) => (
              <JournalEntryItem
                key={entry.id}
                entry={entry}
                date={formatDate(entry.createdAt)}
                onDeleted={() => listRef.current?.focus()}
              />
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
