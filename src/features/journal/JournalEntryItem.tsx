import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { showToast } from '../../ui/toast/toastStore';
import type { JournalEntry } from '../../vault';
import { deleteJournalEntry } from './journalRepository';

interface JournalEntryItemProps {
  entry: JournalEntry;
  date: string;
  /** Called after the entry is gone, so focus can move somewhere that still exists. */
  onDeleted: () => void;
}

/** One entry. Deleting is two steps, inline: Delete, then "Yes, delete" or Cancel. */
export function JournalEntryItem({ entry, date, onDeleted }: JournalEntryItemProps) {
  const { t } = useTranslation('journal');
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const remove = async () => {
    setDeleting(true);
    const result = await deleteJournalEntry(entry.id);
    if (result.ok) {
      showToast({ title: t('deleted') });
      onDeleted();
      return;
    }
    setDeleting(false);
    showToast({ title: t('deleteFailed'), description: t('tryAgain'), variant: 'destructive' });
  };

  return (
    <li className="journal-entry">
      <time dateTime={new Date(entry.createdAt).toISOString()}>{date}</time>
      <p className="journal-content">{entry.content}</p>
      {confirming ? (
        <div className="journal-confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId}>{t('confirmQuestion')}</p>
          <button
            type="button"
            className="journal-danger"
            disabled={deleting}
            aria-label={t('confirmDeleteLabel', { date })}
            onClick={() => void remove()}
          >
            {t('confirmDelete')}
          </button>
          <button ref={cancelRef} type="button" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <button
          ref={deleteRef}
          type="button"
          className="journal-delete"
          aria-label={t('deleteLabel', { date })}
          onClick={() => setConfirming(true)}
        >
          <Trash2 size={16} aria-hidden /> {t('delete')}
        </button>
      )}
    </li>
  );
}
