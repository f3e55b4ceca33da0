import { ShieldCheck } from 'lucide-react';
import { useTranslationsLoading, useTranslation } from '../i18n';
import { LanguageSelect } from '../ui/LanguageSelect';
import { SyncIndicator } from './SyncIndicator';

export function ShellHeader() {
  const { t } = useTranslation('shell');
  const loading = useTranslationsLoading((s) => s.loading);
  return (
    <header className="shell-header">
      <div className="shell-header-row">
        <span className="shell-safe-mode">
          <ShieldCheck size={16} aria-hidden /> {t('header.safeMode')}
        </span>
        <LanguageSelect label={t('header.language')} />
      </div>
      <h1>{t('header.welcomeTitle')}</h1>
      <p>{t('header.welcomeMessage')}</p>
      <SyncIndicator />
      {loading && (
        <p className="shell-muted" role="status">
          {t('loadingTranslations')}
        </p>
      )}
    </header>
  );
}
