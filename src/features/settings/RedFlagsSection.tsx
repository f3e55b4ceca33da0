import { useTranslation } from '../../i18n';
import type { RedFlagSetting } from '../../vault';
import { ListEditorSection } from './ListEditorSection';

interface Props {
  flags: RedFlagSetting[];
  onChange: (flags: RedFlagSetting[]) => void;
}

/** Spec §5: a red flag needs a title and a description (category optional); no message otherwise. */
export function RedFlagsSection({ flags, onChange }: Props) {
  const { t } = useTranslation('settings');
  return (
    <ListEditorSection
      title={t('flags.section')}
      intro={t('flags.intro')}
      empty={t('flags.empty')}
      addLabel={t('flags.addButton')}
      items={flags}
      onChange={onChange}
      fields={[
        { key: 'title', label: t('flags.titleLabel'), required: true, row: true },
        { key: 'category', label: t('flags.categoryLabel'), row: true },
        { key: 'description', label: t('flags.descriptionLabel'), required: true },
      ]}
      renderItem={(flag) => (
        <>
          <strong>{flag.title}</strong>
          {flag.category && <span className="settings-tag">{flag.category}</span>}
          <span className="panel-note">{flag.description}</span>
        </>
      )}
      deleteLabel={(flag) => t('flags.deleteLabel', { title: flag.title })}
      added={(flag) => ({
        title: t('flags.addedTitle'),
        description: t('flags.addedMessage', { title: flag.title }),
      })}
    />
  );
}
