import type { AlertProfile } from '../../../../../api/contract';
import { useLanguageStore } from '../../../../i18n';
import { onAccountReady } from '../../../../sync';
import { isVaultOpen, readMeta, vaultMode, writeMeta } from '../../../../vault';
import { onLock } from '../../../../session';
import { readEmergencySettings } from '../../settings/emergencySettingsRepository';
import { buildAlertProfile } from './alertProfile';
import {
  deleteAlertProfile,
  getAlertsStatus,
  putAlertProfile,
  type AlertsCall,
} from '../alertsApi';
import { deliverAlerts, retryDelay, forgetOwed, holdRunningDeadline } from '../send';
import { useServerAlerts, type ProfileProblem } from './profileStore';

/**
 * Keeps the server's copy of the profile equal to the vault while server alerts are on, and
 * removes it when they are turned off. The vault remembers what the server last confirmed (meta
 * `alertsProfile`: its JSON text, `unknown` while an answer is awaited, null for nothing), so an
 * upload that could not go (offline, no session yet) goes on the next chance: the account step's
 * `ready`, `online`, a change, the next unlock, or a backoff timer. A profile the server refused
 * is not sent again until it changes; the refusal is shown instead. Never from the decoy.
 */
let refusedText: string | null = null;

function problemOf(
  answer: { message: string; field?: string | null },
  profile: AlertProfile,
): ProfileProblem {
  const match = /^contacts\[(\d+)\]\.(\w+)/.exec(answer.field ?? '');
  const contact = match ? profile.contacts[Number(match[1])] : undefined;
  const field = match?.[2] === 'email' || match?.[2] === 'phone' ? match[2] : 'other';
  return { message: answer.message, contactName: contact?.name ?? null, field };
}

type Outcome = 'done' | 'retry';

async function turnOff(uploaded: string | null): Promise<Outcome> {
  if (uploaded === null) {
    useServerAlerts.setState({ upload: 'idle', problem: null });
    return 'done';
  }
  useServerAlerts.setState({ upload: 'sending' });
  const answer = await deleteAlertProfile();
  if (!answer.ok && answer.reason === 'retry') {
    useServerAlerts.setState({ upload: 'waiting' });
    return 'retry';
  }
  await writeMeta('alertsProfile', { uploaded: null });
  // The server forgot the deadline with the profile, and takes no alarm from now on.
  await forgetOwed();
  useServerAlerts.setState((s) => ({
    upload: 'idle',
    problem: null,
    status: s.status ? { ...s.status, enabled: false, deadline: null } : null,
  }));
  return 'done';
}

function settle(answer: Exclude<AlertsCall<unknown>, { ok: true }>, profile: AlertProfile) {
  if (answer.reason === 'retry') {
    useServerAlerts.setState({ upload: 'waiting' });
    return 'retry';
  }
  refusedText = JSON.stringify(profile);
  useServerAlerts.setState({
    upload: answer.reason,
    problem: problemOf(answer, profile),
  });
  return 'done';
}

async function syncOnce(): Promise<Outcome> {
  if (!isVaultOpen() || vaultMode() !== 'real') return 'done';
  const settings = await readEmergencySettings();
  const uploaded = (await readMeta('alertsProfile'))?.uploaded ?? null;
  if (!settings.serverAlerts) return turnOff(uploaded);
  const profile = await buildAlertProfile(settings);
  const text = JSON.stringify(profile);
  if (text === uploaded) {
    useServerAlerts.setState({ upload: 'done', problem: null });
    return 'done';
  }
  if (text === refusedText) return 'done';
  useServerAlerts.setState({ upload: 'sending' });
  // Whatever happens next, the server may hold a profile: turning off must then remove it.
  await writeMeta('alertsProfile', { uploaded: 'unknown' });
  const answer = await putAlertProfile(profile);
  if (!answer.ok) return settle(answer, profile);
  refusedText = null;
  await writeMeta('alertsProfile', { uploaded: text });
  useServerAlerts.setState({
    upload: 'done',
    problem: null,
    status: answer.value,
    statusUnknown: false,
  });
  await holdRunningDeadline().catch(() => undefined);
  // An alarm or a deadline the server refused (409) while the profile was on its way goes now.
  void deliverAlerts();
  return 'done';
}

let running: Promise<void> | null = null;
let again = false;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Brings the server's copy up to date; one run at a time; never rejects, never logs. */
export function syncAlertsProfile(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const run = (async () => {
    let outcome: Outcome = 'done';
    do {
      again = false;
      outcome = await syncOnce().catch((): Outcome => 'retry');
    } while (again);
    clearTimeout(timer);
    failures = outcome === 'retry' ? failures + 1 : 0;
    if (outcome === 'retry' && isVaultOpen()) {
      timer = setTimeout(() => void syncAlertsProfile(), retryDelay(failures));
    }
  })();
  running = run;
  void run.finally(() => {
    if (running === run) running = null;
  });
  return run;
}

/**
 * What the server can deliver for this account (GET /api/alerts/status). If it no longer holds
 * the profile the vault believes it has (a server reset), the profile is sent again.
 */
export async function refreshAlertsStatus(): Promise<void> {
  // The decoy asks the server nothing: the session is the real account's.
  if (!isVaultOpen() || vaultMode() !== 'real') {
    useServerAlerts.setState({ statusUnknown: true });
    return;
  }
  const answer = await getAlertsStatus();
  if (!answer.ok) {
    useServerAlerts.setState({ statusUnknown: true });
    return;
  }
  useServerAlerts.setState({ status: answer.value, statusUnknown: false });
  if (answer.value.enabled) return;
  const [settings, meta] = await Promise.all([readEmergencySettings(), readMeta('alertsProfile')]);
  if (settings.serverAlerts && typeof meta?.uploaded === 'string' && meta.uploaded !== 'unknown') {
    await writeMeta('alertsProfile', { uploaded: null });
    void syncAlertsProfile();
  }
}

let stop: (() => void) | null = null;

/** After a real unlock: sync now, and whenever a chance comes, until the lock. */
export function startProfileSync(events: EventTarget | null = globalThis.window ?? null): void {
  stop?.();
  const sync = () => void syncAlertsProfile();
  events?.addEventListener('online', sync);
  const stopReady = onAccountReady(sync);
  const stopLanguage = useLanguageStore.subscribe((s, previous) => {
    if (s.language !== previous.language) sync();
  });
  stop = () => {
    events?.removeEventListener('online', sync);
    stopReady();
    stopLanguage();
    clearTimeout(timer);
    stop = null;
  };
  sync();
}

onLock(() => {
  stop?.();
  clearTimeout(timer);
  refusedText = null;
  failures = 0;
});

/** Tests only: a new page load. */
export function resetProfileSync(): void {
  stop?.();
  clearTimeout(timer);
  running = null;
  again = false;
  refusedText = null;
  failures = 0;
}
