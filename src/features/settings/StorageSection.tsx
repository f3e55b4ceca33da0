import { HardDrive } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import {
  requestPersistentStorage,
  type StorageHealth,
  storageHealth,
} from '../../platform/page/storage';
import { formatBytes } from './formatBytes';
import { SettingsSection } from '../../ui/SettingsSection';
import { Button } from '../../ui/Button';

/** How much is stored, and whether the browser promises to keep it when space runs low. */
export function StorageSection() {
  const { t, i18n } = useTranslation('settings');
  const [health, setHealth] = useState<StorageHealth | null>(null);
  const [answer, setAnswer] = useState<'granted' | 'refused' | null>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    let live = true;
    void storageHealth().then((next) => {
      if (live) setHealth(next);
    });
    return () => {
      live = false;
    };
  }, []);

  const keep = async () => {
    setAsking(true);
    const granted = await requestPersistentStorage();
    setAnswer(granted ? 'granted' : 'refused');
    setHealth(await storageHealth());
    setAsking(false);
  };

  const size = (bytes: number) => formatBytes(bytes, i18n.language);

  return (
    <SettingsSection title={t('storage.section')}>
      {health === null ? (
        <p role="status">{t('storage.loading')}</p>
      ) : (
        <>
          {health.usageBytes === null ? (
            <p>{t('storage.unknown')}</p>
          ) : (
            <p>{t('storage.used', { size: size(health.usageBytes) })}</p>
          )}
          {health.quotaBytes !== null && (
            <p className="panel-note">{t('storage.quota', { size: size(health.quotaBytes) })}</p>
          )}
          <p>
            {health.persisted === true && t('storage.persistent')}
            {health.persisted === false && t('storage.notPersistent')}
            {health.persisted === null && t('storage.persistUnknown')}
          </p>
          {health.persisted === false && (
            <Button
              variant="raised"
              className="settings-button"
              disabled={asking}
              onClick={() => void keep()}
            >
              <HardDrive size={16} aria-hidden /> {t('storage.keep')}
            </Button>
          )}
          {answer && (
            <p role="status" className="panel-note">
              {t(`storage.${answer}`)}
            </p>
          )}
        </>
      )}
    </SettingsSection>
  );
}
