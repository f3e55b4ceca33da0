import { useTranslation } from '../../i18n';
import type { EmergencyNumberSetting } from '../../vault';
import { ListEditorSection } from './ListEditorSection';

interface Props {
  numbers: EmergencyNumberSetting[];
  onChange: (numbers: EmergencyNumberSetting[]) => void;
}

/** Spec §5: added only with a country and a number (description optional); no message otherwise. */
export function EmergencyNumbersSection({ numbers, onChange }: Props) {
  const { t } = useTranslation('settings');
  return (
    <ListEditorSection
      title={t('numbers.section')}
      intro={t('numbers.intro')}
      empty={t('numbers.empty')}
      addLabel={t('numbers.addButton')}
      items={numbers}
      onChange={onChange}
      fields={[
        { key: 'country', label: t('numbers.country'), required: true, row: true },
        {
          key: 'number',
          label: t('numbers.number'),
          required: true,
          row: true,
          ltr: true,
          inputMode: 'tel',
        },
        { key: 'description', label: t('numbers.description') },
      ]}
      renderItem={(entry) => (
        <>
          <strong>{entry.country}</strong> <bdi dir="ltr">{entry.number}</bdi>
          {entry.description && <span className="panel-note">{entry.description}</span>}
        </>
      )}
      deleteLabel={(entry) =>
        t('numbers.deleteLabel', { country: entry.country, number: entry.number })
      }
      added={(entry) => ({
        title: t('numbers.addedTitle'),
        description: t('numbers.addedMessage', { country: entry.country, number: entry.number }),
      })}
    />
  );
}
