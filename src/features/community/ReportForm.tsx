import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { remainderAfterSave } from '../../ui/afterSave';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { REPORT_CATEGORIES, submitReport, type ReportCategory } from './communityRepository';

/** The anonymous report form (spec §5: a category and a non-empty description). */
export function ReportForm() {
  const { t } = useTranslation('community');
  const [category, setCategory] = useState<ReportCategory>('person');
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const categoryId = useId();
  const textId = useId();
  const hintId = useId();
  const canSubmit = text.trim() !== '' && !saving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSaving(true);
    const sent = text;
    try {
      const result = await submitReport(category, sent);
      if (result.ok) {
        setText((current) => remainderAfterSave(current, sent));
        showToast({ title: t('submitted'), description: t('submittedMessage') });
      } else if (result.reason !== 'empty') {
        showToast({
          title: t('submitFailed'),
          description: t(result.reason === 'quota' ? 'storageFull' : 'tryAgain'),
          variant: 'destructive',
        });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title={t('formTitle')}>
      <form className="community-form" autoComplete="off" onSubmit={(e) => void submit(e)}>
        <p id={hintId} className="panel-note">
          {t('anonymousNote')}
        </p>
        <label htmlFor={categoryId}>{t('categoryLabel')}</label>
        <select
          className="ui-field"
          id={categoryId}
          value={category}
          onChange={(event) => setCategory(event.target.value as ReportCategory)}
        >
          {REPORT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`category.${value}`)}
            </option>
          ))}
        </select>
        <label htmlFor={textId}>{t('descriptionLabel')}</label>
        <textarea
          className="ui-field"
          id={textId}
          value={text}
          rows={4}
          required
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={!canSubmit}>
          <Send size={16} aria-hidden /> {t('submit')}
        </Button>
      </form>
    </Section>
  );
}
