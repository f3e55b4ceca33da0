import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n';
import { showToast } from '../../ui/toast/toastStore';
import { newId, type RedFlagSetting } from '../../vault';
import { Field } from './Field';
import { SettingsSection } from './SettingsSection';

interface Props {
  flags: RedFlagSetting[];
  onChange: (flags: RedFlagSetting[]) => void;
}

/** Spec §5: a red flag needs a title and a description (category optional); no message otherwise. */
export function RedFlagsSection({ flags, onChange }: Props) {
  const { t } = useTranslation('settings');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState('');
  const canAdd = title.trim() !== '' && description.trim() !== '';

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!canAdd) return;
    const added = {
      id: newId(),
      title: title.trim(),
      description: description.trim(),
      category: category.trim(),
    };
    onChange([...flags, added]);
    setTitle('');
    setDescription('');
    setCategory('');
    showToast({
      title: t('flags.addedTitle'),
      description: t('flags.addedMessage', { title: added.title }),
    });
  };

  return (
    <SettingsSection title={t('flags.section')}>
      <p>{t('flags.intro')}</p>
      {flags.length === 0 ? (
        <p className="panel-note">{t('flags.empty')}</p>
      ) : (
        <ul className="settings-list">
          {flags.map((flag) => (
            <li key={flag.id}>
              <div className="settings-item-text">
                <strong>{flag.title}</strong>
                {flag.category && <span className="settings-tag">{flag.category}</span>}
                <span className="panel-note">{flag.description}</span>
              </div>
              <button
                type="button"
                className="settings-delete"
                aria-label={t('flags.deleteLabel', { title: flag.title })}
                onClick={() => onChange(flags.filter((f) => f.id !== flag.id))}
              >
                <Trash2 size={16} aria-hidden /> {t('delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form autoComplete="off" className="settings-form" onSubmit={add}>
        <div className="settings-row">
          <Field label={t('flags.titleLabel')} value={title} onValueChange={setTitle} />
          <Field label={t('flags.categoryLabel')} value={category} onValueChange={setCategory} />
        </div>
        <Field
          label={t('flags.descriptionLabel')}
          value={description}
          onValueChange={setDescription}
        />
        <button type="submit" className="settings-button" disabled={!canAdd}>
          <Plus size={16} aria-hidden /> {t('flags.addButton')}
        </button>
      </form>
    </SettingsSection>
  );
}
