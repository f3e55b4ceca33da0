import { ArrowLeft, Save } from 'lucide-react';
import { use, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  I18nextProvider,
  initI18n,
  LANGUAGES,
  type LanguageCode,
  useLanguageStore,
  useTranslation,
} from '../../i18n';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import './settings.css';

const i18nReady = initI18n();

/** The settings page (spec §2). Its lists of numbers and red flags arrive with the vault. */
export default function SettingsPage() {
  const i18n = use(i18nReady);
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsForm />
    </I18nextProvider>
  );
}

function SettingsForm() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const location = useLocation();
  const current = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  const [language, setDraftLanguage] = useState<LanguageCode>(current);
  const from = (location.state as { from?: string } | null)?.from;
  const back = () => void navigate(from === '/home' ? '/home' : '/', { replace: true });

  return (
    <main className="settings">
      <header className="settings-header">
        <button type="button" onClick={back}>
          <ArrowLeft size={18} aria-hidden /> {t('back')}
        </button>
        <h1>{t('title')}</h1>
        <button
          type="button"
          className="settings-save"
          onClick={() => {
            setLanguage(language);
            showToast({ title: t('savedTitle'), description: t('savedMessage') });
          }}
        >
          <Save size={18} aria-hidden /> {t('save')}
        </button>
      </header>
      <Section title={t('languageSection')}>
        <div className="settings-field">
          <label htmlFor="settings-language">{t('languageLabel')}</label>
          <select
            id="settings-language"
            value={language}
            onChange={(event) => setDraftLanguage(event.target.value as LanguageCode)}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
          <p className="panel-note">{t('languageHint')}</p>
        </div>
      </Section>
      <footer className="panel-note">{t('footer')}</footer>
    </main>
  );
}
