import { use, useState, type FormEvent } from 'react';
import { I18nextProvider, initI18n, useTranslation } from '../../i18n';
import { report } from '../../platform/report';
import { parseRecoveryCode } from '../../vault/locked';
import { useSession } from '../../session';
import { restoreFromCloud } from './cloudBackup';
import './cloudBackup.css';

const i18nReady = initI18n().then(async (i18n) => {
  await i18n.loadNamespaces(['settings']);
  return i18n;
});

/** /restore (issue 28): a plain page, loaded lazily; nothing on the calculator leads here. */
export default function RestorePage() {
  const i18n = use(i18nReady);
  return (
    <I18nextProvider i18n={i18n}>
      <RestoreForm />
    </I18nextProvider>
  );
}

const ERROR_TEXT = {
  'not-a-code': 'restore.notACode',
  'wrong-code': 'restore.wrongCode',
  offline: 'restore.offline',
  'no-vault': 'restore.noVault',
} as const;

type Outcome =
  | { kind: 'error'; reason: 'not-a-code' | 'wrong-code' | 'offline' | 'no-vault' }
  | { kind: 'done'; recordings: number; records: number; damaged: number }
  | null;

/**
 * The recovery code finds the backup; a wrong one stops before any download. The objects fill the
 * vault the default code opens (a new phone), which is locked again afterwards: the person opens
 * it with 77777 and chooses their own code.
 */
export function RestoreForm() {
  const { t } = useTranslation('settings');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    setProgress(null);
    try {
      // A mistyped code opens nothing, not even this phone's vault.
      if (!parseRecoveryCode(code)) {
        setOutcome({ kind: 'error', reason: 'not-a-code' });
        return;
      }
      const vault = await import('../../vault');
      if ((await vault.unlockWithCode(vault.DEFAULT_CODE)) !== 'real') {
        setOutcome({ kind: 'error', reason: 'no-vault' });
        return;
      }
      const result = await restoreFromCloud(code, (done, total) => setProgress({ done, total }));
      setOutcome(
        result.ok ? { kind: 'done', ...result } : { kind: 'error', reason: result.reason },
      );
    } catch (error) {
      report('restore failed', error);
      setOutcome({ kind: 'error', reason: 'offline' });
    } finally {
      // Whatever happened, the vault is closed again: only the calculator's code opens it.
      useSession.getState().lock();
      setBusy(false);
    }
  };

  return (
    <main className="restore-page">
      <h1>{t('restore.title')}</h1>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor="restore-code">{t('restore.codeLabel')}</label>
        <input
          id="restore-code"
          type="text"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" disabled={busy || code.trim() === ''}>
          {t('restore.button')}
        </button>
      </form>
      {busy && (
        <progress
          className="cloud-progress"
          aria-label={t('restore.progress')}
          max={progress?.total || 1}
          value={progress?.done ?? 0}
        />
      )}
      {outcome?.kind === 'error' && <p role="alert">{t(ERROR_TEXT[outcome.reason])}</p>}
      {outcome?.kind === 'done' && (
        <div role="status">
          <p>{t('restore.done', { n: outcome.recordings })}</p>
          {outcome.damaged > 0 && <p>{t('restore.damaged', { n: outcome.damaged })}</p>}
          <p>{t('restore.next')}</p>
        </div>
      )}
    </main>
  );
}
