import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
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
          <Button
            variant="danger"
            disabled={deleting}
            aria-label={t('confirmDeleteLabel', { date })}
            onClick={() => void remove()}
          >
            {t('confirmDelete')}
          </Button>
          <Button ref={cancelRef} onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
        </div>
      ) : (
        <Button
          ref={deleteRef}
          aria-label={t('deleteLabel', { date })}
          onClick={() => setConfirming(true)}
        >
          <Trash2 size={16} aria-hidden /> {t('delete')}
        </Button>
      )}
    </li>
  );
}
