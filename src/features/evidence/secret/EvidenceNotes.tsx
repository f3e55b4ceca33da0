import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Section } from '../../../ui/Section';
import { showToast } from '../../../ui/toast/toastStore';
import {
  deleteEvidenceNote,
  noteText,
  saveEvidenceNote,
  useEvidenceNotes,
} from '../notesRepository';

/** Evidence notes: what happened, when, in the user's own words; encrypted in the vault. */
export function EvidenceNotes() {
  const { t, i18n } = useTranslation('evidence');
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const { notes, unreadable } = useEvidenceNotes();
  const fieldId = useId();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const listName = t('secret.notes.listLabel');

  const save = async () => {
    setSaving(true);
    try {
      const result = await saveEvidenceNote(text);
      if (result.ok) {
        setText('');
        showToast({ title: t('secret.notes.saved') });
      } else if (result.reason !== 'empty') {
        showToast({ title: t('secret.notes.saveFailed'), variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  };

  const remove = async (id: string) => {
    const ok = await deleteEvidenceNote(id);
    showToast(
      ok
        ? { title: t('secret.notes.deleted') }
        : { title: t('secret.notes.deleteFailed'), variant: 'destructive' },
    );
  };

  return (
    <Section title={t('secret.notes.title')}>
      <p className="evidence-note" id={fieldId}>
        {t('secret.notes.hint')}
      </p>
      <textarea
        aria-describedby={fieldId}
        className="evidence-textarea"
        aria-label={t('secret.notes.field')}
        value={text}
        rows={3}
        dir="auto"
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        block
        className="evidence-wide"
        disabled={saving || noteText(text) === null}
        onClick={() => void save()}
      >
        {t('secret.notes.save')}
      </Button>
      {unreadable > 0 ? (
        <p className="evidence-warn" role="status">
          {t('secret.notes.unreadable', { count: unreadable })}
        </p>
      ) : null}
      {notes.length > 0 ? (
        <ul className="evidence-list" aria-label={listName}>
          {notes.map((note) => (
            <Card as="li" key={note.id} className="evidence-item">
              <div className="evidence-item-text">
                <p className="evidence-note-text" dir="auto">
                  {note.text}
                </p>
                <time dir="ltr" dateTime={new Date(note.createdAt).toISOString()}>
                  {format.format(note.createdAt)}
                </time>
              </div>
              <div className="evidence-actions">
                <Button
                  aria-label={t('secret.notes.deleteNamed', { text: note.text.slice(0, 40) })}
                  onClick={() => void remove(note.id)}
                >
                  <Trash2 size={16} aria-hidden /> {t('delete')}
                </Button>
              </div>
            </Card>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
