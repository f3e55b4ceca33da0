import { useTranslation } from '../../i18n';
import { LtrNumbers } from '../../ui/LtrNumbers';
import type { EmergencyNumberSetting } from '../../vault';
import { formatPhone, normaliseDialNumber, useContactRegion } from '../emergency/dialNumbers';
import { ListEditorSection } from './ListEditorSection';

interface Props {
  numbers: EmergencyNumberSetting[];
  onChange: (numbers: EmergencyNumberSetting[]) => void;
}

/**
 * Spec §5: added only with a country and a number (description optional); no message otherwise.
 * The number must be one a phone can dial, checked as the contact form checks a phone (short codes
 * such as 112 and 999 too), with the contact form's message when it is not.
 */
export function EmergencyNumbersSection({ numbers, onChange }: Props) {
  const { t } = useTranslation('settings');
  const { t: tContacts } = useTranslation('contacts');
  const region = useContactRegion();
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
          check: (text) => {
            const dial = normaliseDialNumber(text, region.iso);
            if (dial.ok) return { ok: true, value: dial.number };
            const message = tContacts('phoneInvalid', { example: region.example });
            return { ok: false, message: <LtrNumbers text={message} /> };
          },
        },
        { key: 'description', label: t('numbers.description') },
      ]}
      renderItem={(entry) => (
        <>
          <strong>{entry.country}</strong> <bdi dir="ltr">{formatPhone(entry.number)}</bdi>
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
