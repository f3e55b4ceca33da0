import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n';
import { showToast } from '../../ui/toast/toastStore';
import { type EmergencyNumberSetting, newId } from '../../vault';
import { Field } from './Field';
import { SettingsSection } from './SettingsSection';

interface Props {
  numbers: EmergencyNumberSetting[];
  onChange: (numbers: EmergencyNumberSetting[]) => void;
}

/** Spec §5: added only with a country and a number (description optional); no message otherwise. */
export function EmergencyNumbersSection({ numbers, onChange }: Props) {
  const { t } = useTranslation('settings');
  const [country, setCountry] = useState('');
  const [number, setNumber] = useState('');
  const [description, setDescription] = useState('');
  const canAdd = country.trim() !== '' && number.trim() !== '';

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!canAdd) return;
    const added = {
      id: newId(),
      country: country.trim(),
      number: number.trim(),
      description: description.trim(),
    };
    onChange([...numbers, added]);
    setCountry('');
    setNumber('');
    setDescription('');
    showToast({
      title: t('numbers.addedTitle'),
      description: t('numbers.addedMessage', { country: added.country, number: added.number }),
    });
  };

  return (
    <SettingsSection title={t('numbers.section')}>
      <p>{t('numbers.intro')}</p>
      {numbers.length === 0 ? (
        <p className="panel-note">{t('numbers.empty')}</p>
      ) : (
        <ul className="settings-list">
          {numbers.map((entry) => (
            <li key={entry.id}>
              <div className="settings-item-text">
                <strong>{entry.country}</strong> <bdi dir="ltr">{entry.number}</bdi>
                {entry.description && <span className="panel-note">{entry.description}</span>}
              </div>
              <button
                type="button"
                className="settings-delete"
                aria-label={t('numbers.deleteLabel', {
                  country: entry.country,
                  number: entry.number,
                })}
                onClick={() => onChange(numbers.filter((n) => n.id !== entry.id))}
              >
                <Trash2 size={16} aria-hidden /> {t('delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form autoComplete="off" className="settings-form" onSubmit={add}>
        <div className="settings-row">
          <Field label={t('numbers.country')} value={country} onValueChange={setCountry} />
          <Field
            label={t('numbers.number')}
            value={number}
            onValueChange={setNumber}
            inputMode="tel"
            dir="ltr"
          />
        </div>
        <Field
          label={t('numbers.description')}
          value={description}
          onValueChange={setDescription}
        />
        <button type="submit" className="settings-button" disabled={!canAdd}>
          <Plus size={16} aria-hidden /> {t('numbers.addButton')}
        </button>
      </form>
    </SettingsSection>
  );
}
