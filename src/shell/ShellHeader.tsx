import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslationsLoading, useTranslation } from '../i18n';
import { LanguageSelect } from '../ui/LanguageSelect';
import { SyncIndicator } from './SyncIndicator';

export function ShellHeader() {
  const { t } = useTranslation('shell');
  const loading = useTranslationsLoading((s) => s.loading);
  const title = useRef<HTMLHeadingElement>(null);
  // After unlock, focus moves to the interface's title, so a screen reader announces where the user
  // is and the next Tab starts at the top of the interface (not on a calculator key that is gone).
  useEffect(() => title.current?.focus({ preventScroll: true }), []);
  return (
    <header className="shell-header">
      <div className="shell-header-row">
        <span className="shell-safe-mode">
          <ShieldCheck size={16} aria-hidden /> {t('header.safeMode')}
        </span>
        <LanguageSelect label={t('header.language')} />
      </div>
      <h1 ref={title} tabIndex={-1} className="shell-title">
        {t('header.welcomeTitle')}
      </h1>
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
