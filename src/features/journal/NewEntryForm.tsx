import { Save } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { remainderAfterSave } from '../../ui/afterSave';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { addJournalEntry } from './journalRepository';

export function NewEntryForm() {
  const { t } = useTranslation('journal');
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const canSave = text.trim() !== '' && !saving;

  const save = async () => {
    if (!canSave) return;
    setSaving(true);
    const saved = text;
    try {
      const result = await addJournalEntry(saved);
      if (result.ok) {
        // Only what was saved goes: text typed while the save ran stays in the box.
        setText((current) => remainderAfterSave(current, saved));
        showToast({ title: t('saved') });
      } else if (result.reason === 'quota') {
        // The text stays in the box: nothing the user wrote is lost.
        showToast({
          title: t('saveFailed'),
          description: t('storageFull'),
          variant: 'destructive',
        });
      } else if (result.reason === 'locked') {
        showToast({ title: t('saveFailed'), description: t('tryAgain'), variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <Section title={t('writeTitle')}>
      <form autoComplete="off" className="journal-form" onSubmit={onSubmit}>
        <label htmlFor={fieldId}>{t('newEntryLabel')}</label>
        <textarea
          className="ui-field"
          autoComplete="off"
          id={fieldId}
          value={text}
          rows={4}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={hintId} className="panel-note">
          {t('newEntryHint')}
        </p>
        <Button type="submit" variant="primary" disabled={!canSave}>
          <Save size={16} aria-hidden /> {t('save')}
        </Button>
      </form>
    </Section>
  );
}
