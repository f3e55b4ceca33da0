import { useTranslation } from '../../i18n';
import { BackupExport } from './BackupExport';
import { BackupImport } from './BackupImport';
import { SettingsSection } from '../../ui/SettingsSection';

export function BackupSection({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('backup.section')}>
      <p>{t('backup.intro')}</p>
      <BackupExport />
      <BackupImport onImported={onImported} />
    </SettingsSection>
  );
}
