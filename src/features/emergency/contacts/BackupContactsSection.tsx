import { useTranslation } from '../../../i18n';
import { ContactBook } from './ContactBook';

/** Up to 2 backup contacts (spec §2, §9), alerted after the backup delay unless marked safe. */
export function BackupContactsSection() {
  const { t } = useTranslation('contacts');
  return (
    <ContactBook
      kind="backup"
      title={t('backupTitle')}
      intro={t('backupIntro')}
      limitNote={t('backupLimit')}
      formLabel={t('backupFormLabel')}
      openFormLabel={t('newBackup')}
    />
  );
}
