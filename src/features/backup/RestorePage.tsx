import { use, useEffect, useState, type FormEvent } from 'react';
import { I18nextProvider, initI18n, useTranslation } from '../../i18n';
import { report } from '../../platform/report';
import { useSession } from '../../session';
import { parseRecoveryCode } from '../../vault/locked';
import { BUILT_IN_CODES } from '../settings';
import { CodeSetupDialog } from '../setup';
import { restoreFromCloud } from './cloudBackup';
import './cloudBackup.css';

const i18nReady = initI18n().then(async (i18n) => {
  await i18n.loadNamespaces(['settings', 'vault']);
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

type Restored = { recordings: number; records: number; damaged: number };
type Failure = 'not-a-code' | 'wrong-code' | 'offline' | 'no-vault';

/**
 * form: the recovery code (again after an error). choose: everything is in the vault, which is
 * still open and still opens with the default code, and the person chooses her own. done: the
 * vault is re-keyed and locked. later: she chose "Not now"; it stays on the default code.
 */
type Stage =
  | { kind: 'form'; error: Failure | null }
  | { kind: 'choose' | 'done' | 'later'; restored: Restored };

const lock = () => useSession.getState().lock();

/**
 * The recovery code finds the backup; a wrong one stops before any download. The objects fill the
 * vault the default code opens (a new phone); then the person chooses her own code in the app's
 * setup card, which re-keys the vault, and only then is the restore done. If she leaves first
 * ("Not now", or closing the page), the vault stays on the default code and the app keeps
 * suggesting her own (the restore does not bring back the old phone's "code chosen").
 */
export function RestoreForm() {
  const { t } = useTranslation('settings');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'form', error: null });

  // Leaving the page closes the vault: only the calculator's code opens it again.
  useEffect(() => lock, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStage({ kind: 'form', error: null });
    setProgress(null);
    let restored: Restored | null = null;
    try {
      // A mistyped code opens nothing, not even this phone's vault.
      if (!parseRecoveryCode(code)) {
        setStage({ kind: 'form', error: 'not-a-code' });
        return;
      }
      const vault = await import('../../vault');
      if ((await vault.unlockWithCode(vault.DEFAULT_CODE)) !== 'real') {
        setStage({ kind: 'form', error: 'no-vault' });
        return;
      }
      const result = await restoreFromCloud(code, (done, total) => setProgress({ done, total }));
      if (!result.ok) {
        setStage({ kind: 'form', error: result.reason });
        return;
      }
      restored = {
        recordings: result.recordings,
        records: result.records,
        damaged: result.damaged,
      };
      setStage({ kind: 'choose', restored });
    } catch (error) {
      report('restore failed', error);
      setStage({ kind: 'form', error: 'offline' });
    } finally {
      // The vault stays open only for choosing the new code.
      if (!restored) lock();
      setBusy(false);
    }
  };

  const finish = (kind: 'done' | 'later') => {
    lock();
    setStage((current) =>
      current.kind === 'choose' ? { kind, restored: current.restored } : current,
    );
  };

  return (
    <main className="restore-page">
      <h1>{t('restore.title')}</h1>
      {stage.kind === 'form' && (
        <>
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
          {stage.error && <p role="alert">{t(ERROR_TEXT[stage.error])}</p>}
        </>
      )}
      {stage.kind !== 'form' && (
        <div role="status">
          <p>
            {t(stage.kind === 'choose' ? 'restore.downloaded' : 'restore.done', {
              n: stage.restored.recordings,
            })}
          </p>
          {stage.restored.damaged > 0 && (
            <p>{t('restore.damaged', { n: stage.restored.damaged })}</p>
          )}
          {stage.kind === 'choose' && <p>{t('restore.chooseCode')}</p>}
          {stage.kind === 'done' && <p>{t('restore.finished')}</p>}
          {stage.kind === 'later' && <p>{t('restore.next')}</p>}
        </div>
      )}
      <CodeSetupDialog
        open={stage.kind === 'choose'}
        reservedCodes={BUILT_IN_CODES}
        onSaved={() => finish('done')}
        onClose={() => finish('later')}
      />
    </main>
  );
}
