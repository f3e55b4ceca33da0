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
import { showToast } from '../../ui/toast/toastStore';
import { isQuotaError } from '../../vault';
import { CloudBackupCard } from '../backup';
import { BackupSection } from './BackupSection';
import { EmergencyNumbersSection } from './EmergencyNumbersSection';
import { RedFlagsSection } from './RedFlagsSection';
import { SecuritySection } from './SecuritySection';
import { SettingsSection } from '../../ui/SettingsSection';
import { StorageSection } from './StorageSection';
import { useSettingsDraft } from './useSettingsDraft';
import './settings.css';
import './settings-forms.css';
import { report } from '../../platform/report';
import { Button } from '../../ui/Button';

const i18nReady = initI18n();

/**
 * The page's translations loaded: with its chunk preloaded too (Disguised.tsx), opening the page
 * renders it at once instead of a "Loading translations" fallback held for React's 300 ms throttle.
 */
export async function settingsReady(): Promise<void> {
  const i18n = await i18nReady;
  // The contact form's texts too: an emergency number is refused with its message.
  await i18n.loadNamespaces(['settings', 'contacts']);
}

/** The settings page (spec §2). */
export default function SettingsPage() {
  const i18n = use(i18nReady);
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsForm />
    </I18nextProvider>
  );
}

/**
 * Lists and language are a draft until Save All Changes; Back leaves without saving. The code,
 * storage and backup sections act at once (each has its own button).
 */
function SettingsForm() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const location = useLocation();
  const current = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  const [language, setDraftLanguage] = useState<LanguageCode>(current);
  const [saving, setSaving] = useState(false);
  const draft = useSettingsDraft();
  const dirty = draft.dirty || language !== current;
  const from = (location.state as { from?: string } | null)?.from;
  const back = () => void navigate(from === '/home' ? '/home' : '/', { replace: true });

  const saveAll = async () => {
    setSaving(true);
    try {
      if (draft.ready) await draft.save();
      setLanguage(language);
      showToast({ title: t('savedTitle'), description: t('savedMessage') });
    } catch (error) {
      report('settings not saved', error);
      showToast({
        title: t('saveFailed'),
        description: t(isQuotaError(error) ? 'storageFullMessage' : 'saveFailedMessage'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <main className="settings">
      <header className="settings-header">
        <Button onClick={back}>
          <ArrowLeft size={18} aria-hidden /> {t('back')}
        </Button>
        <h1>{t('title')}</h1>
        <Button variant="primary" disabled={saving} onClick={() => void saveAll()}>
          <Save size={18} aria-hidden /> {t('save')}
        </Button>
      </header>
      <p role="status" className="settings-unsaved">
        {dirty && (
          <>
            <strong>{t('unsaved')}</strong> {t('unsavedHint')}
          </>
        )}
      </p>
      <SettingsSection title={t('languageSection')}>
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
      </SettingsSection>
      {draft.ready ? (
        <>
          <EmergencyNumbersSection
            numbers={draft.lists.emergencyNumbers}
            onChange={(emergencyNumbers) => draft.edit((l) => ({ ...l, emergencyNumbers }))}
          />
          <RedFlagsSection
            flags={draft.lists.redFlags}
            onChange={(redFlags) => draft.edit((l) => ({ ...l, redFlags }))}
          />
        </>
      ) : (
        <p role="status" className="panel-note">
          {t('loading')}
        </p>
      )}
      <SecuritySection />
      <StorageSection />
      <BackupSection onImported={draft.discard} />
      <CloudBackupCard />
      <footer className="panel-note">{t('footer')}</footer>
    </main>
  );
}
