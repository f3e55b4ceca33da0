import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n';
import { saveFile } from '../../platform/media/download';
import { showToast } from '../../ui/toast/toastStore';
import { exportBackup } from '../../vault';
import { Field } from './Field';
import { FormStatus } from './FormStatus';
import { report } from '../../platform/report';
import { Button } from '../../ui/Button';

export const MIN_PASSPHRASE_LENGTH = 8;

/** calculator-backup-YYYY-MM-DD.bin, by the local date: a neutral name and extension. */
export function backupFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `calculator-backup-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.bin`;
}

export function BackupExport() {
  const { t } = useTranslation('settings');
  const [passphrase, setPassphrase] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (passphrase.length < MIN_PASSPHRASE_LENGTH) return setError(t('backup.errorShort'));
    if (passphrase !== again) return setError(t('backup.errorMismatch'));
    setBusy(true);
    try {
      const { bytes, records, skipped } = await exportBackup(passphrase);
      saveFile(backupFileName(new Date()), new Blob([bytes.slice()]));
      setPassphrase('');
      setAgain('');
      showToast({
        title: t('backup.exportedTitle'),
        description:
          skipped > 0
            ? t('backup.exportedSkipped', { count: records, skipped })
            : t('backup.exportedMessage', { count: records }),
      });
    } catch (failure) {
      report('export failed', failure);
      setError(t('backup.exportFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      autoComplete="off"
      className="settings-form"
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <h3>{t('backup.exportHeading')}</h3>
      <Field
        label={t('backup.passphrase')}
        value={passphrase}
        onValueChange={setPassphrase}
        hint={t('backup.passphraseHint')}
        secret
        disabled={busy}
      />
      <Field
        label={t('backup.passphraseAgain')}
        value={again}
        onValueChange={setAgain}
        secret
        disabled={busy}
      />
      <p className="panel-note">{t('backup.downloadHint')}</p>
      <Button type="submit" variant="raised" className="settings-button" disabled={busy}>
        <Download size={16} aria-hidden /> {t('backup.exportButton')}
      </Button>
      <FormStatus working={busy && t('backup.exporting')} error={error} />
    </form>
  );
}
