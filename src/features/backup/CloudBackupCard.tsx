import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { connectionKind, onConnectionChange } from '../../platform/device/connection';
import { report } from '../../platform/report';
import { ApiError } from '../../sync';
import {
  cloudBackupState,
  setCloudBackupWifiOnly,
  setWipeDeletesCloudBackup,
  type CloudBackupSettings,
} from '../../vault';
import { openVaultMode } from '../../session';
import { SettingsSection } from '../../ui/SettingsSection';
import { deleteCloudBackup, turnOnCloudBackup } from './cloudBackup';
import { uploadOnce, useCloudUpload } from './uploadLoop';
import './cloudBackup.css';
import { Button } from '../../ui/Button';
import { Switch } from '../../ui/Switch';

type Notice = 'refused' | 'offline' | 'deleted' | 'notDeleted' | null;

/**
 * Cloud backup in Settings (issue 28). Real vault only: in the decoy nothing says a backup exists.
 * The recovery code is shown once; the figures come from the engine; nothing says "backed up"
 * unless the server acknowledged it.
 */
export function CloudBackupCard() {
  if (openVaultMode() !== 'real') return null;
  return <CloudBackupControls />;
}

function CloudBackupControls() {
  const { t, i18n } = useTranslation('settings');
  const [state, setState] = useState<CloudBackupSettings | null>(null);
  const [connection, setConnection] = useState(connectionKind);
  const [code, setCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const upload = useCloudUpload();

  useEffect(() => {
    let live = true;
    void cloudBackupState().then((next) => {
      if (live) setState(next);
    });
    const stopWatching = onConnectionChange(() => setConnection(connectionKind()));
    return () => {
      live = false;
      stopWatching();
    };
  }, []);

  if (!state) {
    return (
      <SettingsSection title={t('cloud.section')}>
        <p role="status">{t('cloud.loading')}</p>
      </SettingsSection>
    );
  }

  const turnOn = async () => {
    setBusy(true);
    setNotice(null);
    try {
      setCode(await turnOnCloudBackup());
      setState(await cloudBackupState());
      void uploadOnce();
    } catch (error) {
      report('cloud backup not turned on', error);
      const refused = error instanceof ApiError && (error.status === 403 || error.status === 401);
      setNotice(refused ? 'refused' : 'offline');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setConfirming(false);
    try {
      await deleteCloudBackup();
      setNotice('deleted');
      setCode(null);
    } catch (error) {
      report('cloud backup not deleted', error);
      setNotice('notDeleted');
    } finally {
      setState(await cloudBackupState());
      setBusy(false);
    }
  };

  const setWipe = async (wipeDeletes: boolean) => {
    await setWipeDeletesCloudBackup(wipeDeletes);
    setState(await cloudBackupState());
  };

  const setWifiOnly = async (wifiOnly: boolean) => {
    await setCloudBackupWifiOnly(wifiOnly);
    setState(await cloudBackupState());
    void uploadOnce();
  };

  // Where the browser cannot tell the connection's kind (desktop browsers), uploads go on: holding
  // evidence back on a guess is the worse mistake, and the card says so.
  const waitingForWifi = state.wifiOnly && connection === 'cellular';
  const pending = upload.pendingSlices + (upload.pendingRecords ? 1 : 0);
  const total = upload.sent + pending;
  const problem = notice === 'refused' || notice === 'offline' ? notice : upload.problem;
  const time = (at: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

  return (
    <SettingsSection title={t('cloud.section')}>
      <p className="panel-note">{t('cloud.intro')}</p>
      <div className="cloud-switch-row">
        <span id="cloud-switch">{t('cloud.switch')}</span>
        <Switch
          checked={state.on}
          aria-labelledby="cloud-switch"
          disabled={busy}
          stateText={state.on ? t('cloud.on') : t('cloud.off')}
          onCheckedChange={(on) => (on ? void turnOn() : setConfirming(true))}
        />
      </div>
      {code && (
        <div className="cloud-code">
          <p>{t('cloud.codeIntro')}</p>
          <p className="cloud-code-value" role="group" aria-label={t('cloud.codeLabel')}>
            <bdi dir="ltr">{code}</bdi>
          </p>
          <Button variant="raised" className="settings-button" onClick={() => setCode(null)}>
            {t('cloud.wroteIt')}
          </Button>
        </div>
      )}
      {state.on && (
        <>
          <progress
            className="cloud-progress"
            aria-label={t('cloud.progress')}
            max={Math.max(total, 1)}
            value={total === 0 ? 1 : upload.sent}
          />
          <p>
            {!upload.counted
              ? t('cloud.counting')
              : pending === 0 && problem === null
                ? t('cloud.allSent')
                : t('cloud.pending', { n: pending })}
          </p>
          {waitingForWifi && (
            <p role="status" className="cloud-problem">
              {t('cloud.waitingForWifi')}
            </p>
          )}
          <p className="panel-note">
            {upload.lastComplete
              ? t('cloud.lastComplete', { time: time(upload.lastComplete) })
              : t('cloud.noComplete')}
          </p>
        </>
      )}
      {problem && (
        <p role="alert" className="cloud-problem">
          {t(problem === 'refused' ? 'cloud.refused' : 'cloud.offline')}
        </p>
      )}
      {(notice === 'deleted' || notice === 'notDeleted') && (
        <p role="status">{t(`cloud.${notice}`)}</p>
      )}
      {state.on && (
        <>
          <div className="cloud-switch-row">
            <span id="cloud-wifi-switch">{t('cloud.wifiSwitch')}</span>
            <Switch
              checked={state.wifiOnly}
              aria-labelledby="cloud-wifi-switch"
              stateText={state.wifiOnly ? t('cloud.on') : t('cloud.off')}
              onCheckedChange={(on) => void setWifiOnly(on)}
            />
          </div>
          {state.wifiOnly && connection === 'unknown' && (
            <p className="panel-note">{t('cloud.wifiUnknown')}</p>
          )}
          <div className="cloud-switch-row">
            <span id="cloud-wipe-switch">{t('cloud.wipeSwitch')}</span>
            <Switch
              checked={state.wipeDeletes}
              aria-labelledby="cloud-wipe-switch"
              stateText={state.wipeDeletes ? t('cloud.on') : t('cloud.off')}
              onCheckedChange={(on) => void setWipe(on)}
            />
          </div>
          {confirming ? (
            <div role="alertdialog" aria-label={t('cloud.confirmTitle')} className="cloud-confirm">
              <p>{t('cloud.confirmText')}</p>
              <Button variant="danger" className="settings-button" onClick={() => void remove()}>
                {t('cloud.confirmDelete')}
              </Button>
              <Button
                variant="raised"
                className="settings-button"
                onClick={() => setConfirming(false)}
              >
                {t('cloud.cancel')}
              </Button>
            </div>
          ) : (
            <Button
              variant="danger"
              className="settings-button"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              <Trash2 size={16} aria-hidden /> {t('cloud.delete')}
            </Button>
          )}
        </>
      )}
    </SettingsSection>
  );
}
