import { Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { showToast } from '../../ui/toast/toastStore';
import { importBackup, type ImportResult, isQuotaError } from '../../vault';
import { Field } from './Field';
import { FormStatus } from './FormStatus';
import { report } from '../../platform/report';
import { Button } from '../../ui/Button';

type Mode = 'merge' | 'replace';
type Failure = Extract<ImportResult, { ok: false }>['reason'];

const FAILURE_KEYS = {
  'wrong-passphrase-or-damaged': 'backup.errorWrongPassphrase',
  'not-a-backup': 'backup.errorNotBackup',
  'unsupported-version': 'backup.errorNewerVersion',
} as const satisfies Record<Failure, string>;

/** Import a backup file, merging into or replacing what is stored (Replace asks first). */
export function BackupImport({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation('settings');
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [mode, setMode] = useState<Mode>('merge');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setConfirming(false);
    if (!file) return setError(t('backup.errorNoFile'));
    setBusy(true);
    try {
      const result = await importBackup(new Uint8Array(await file.arrayBuffer()), passphrase, mode);
      if (!result.ok) return setError(t(FAILURE_KEYS[result.reason]));
      setPassphrase('');
      onImported();
      showToast({
        title: t('backup.importedTitle'),
        description: t('backup.importedMessage', { count: result.records }),
      });
    } catch (failure) {
      report('import failed', failure);
      setError(t(isQuotaError(failure) ? 'storageFullMessage' : 'backup.importFailed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!file) return setError(t('backup.errorNoFile'));
    if (passphrase === '') return setError(t('backup.errorNoPassphrase'));
    if (mode === 'replace') return setConfirming(true);
    void run();
  };

  const choice = (value: Mode, label: string, hint: string) => (
    <label className="settings-choice">
      <input
        type="radio"
        name="settings-import-mode"
        value={value}
        checked={mode === value}
        onChange={() => {
          setMode(value);
          setConfirming(false);
        }}
        disabled={busy}
      />
      <span>
        {label}
        <span className="settings-choice-hint">{hint}</span>
      </span>
    </label>
  );

  return (
    <form autoComplete="off" className="settings-form" onSubmit={submit} aria-busy={busy}>
      <h3>{t('backup.importHeading')}</h3>
      <div className="settings-field">
        <label htmlFor={fileId}>{t('backup.file')}</label>
        <input
          id={fileId}
          type="file"
          disabled={busy}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <Field
        label={t('backup.importPassphrase')}
        value={passphrase}
        onValueChange={setPassphrase}
        secret
        disabled={busy}
      />
      <fieldset className="settings-fieldset">
        <legend>{t('backup.mode')}</legend>
        {choice('merge', t('backup.merge'), t('backup.mergeHint'))}
        {choice('replace', t('backup.replace'), t('backup.replaceHint'))}
      </fieldset>
      {confirming ? (
        <div className="settings-confirm" role="group" aria-label={t('backup.confirmReplace')}>
          <p>{t('backup.confirmReplace')}</p>
          <Button variant="danger" className="settings-button" onClick={() => void run()}>
            {t('backup.confirmButton')}
          </Button>
          <Button variant="raised" className="settings-button" onClick={() => setConfirming(false)}>
            {t('backup.cancel')}
          </Button>
        </div>
      ) : (
        <Button type="submit" variant="raised" className="settings-button" disabled={busy}>
          <Upload size={16} aria-hidden /> {t('backup.importButton')}
        </Button>
      )}
      <FormStatus working={busy && t('backup.importing')} error={error} />
    </form>
  );
}
