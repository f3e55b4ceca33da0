import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { showToast } from '../../ui/toast/toastStore';
import {
  deleteEvidenceExceptRecording,
  isVaultOpen,
  readMeta,
  updateSosEssentials,
  writeMeta,
  type MetaValues,
} from '../../vault';
import { useSession } from '../../session';
import { report } from '../../platform/report';
import { localStore } from '../../platform/page/localStore';

/** Auto-delete evidence (spec §4, §9): a deadline of 15, 30 or 60 minutes, checked every 30 s. */
export const AUTO_DELETE_MINUTES = [15, 30, 60] as const;
export type AutoDeleteMinutes = (typeof AUTO_DELETE_MINUTES)[number];
export type AutoDeleteDeadline = NonNullable<MetaValues['autoDelete']>;
export const AUTO_DELETE_CHECK_MS = 30_000;

const EVIDENCE_KEY = /evidence|recording/i;

/** The localStorage keys the spec's auto-delete removes: names containing "evidence" or "recording". */
export function evidenceStorageKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && EVIDENCE_KEY.test(key)) keys.push(key);
  }
  return keys;
}

/** "14:59": minutes and seconds left, rounded up so the display reaches 0:00 at the deadline. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The deadline is kept twice: in the vault (the countdown) and, from the real vault only, in the
 * SOS essentials, so that a deadline passing while locked is honoured at the next start, before
 * anything is shown (src/vault/autoDeleteAtStart.ts). In the decoy updateSosEssentials does nothing.
 */
export async function armAutoDelete(
  minutes: AutoDeleteMinutes,
  now: number = Date.now(),
): Promise<void> {
  const at = now + minutes * 60_000;
  await writeMeta('autoDelete', { at, minutes });
  await updateSosEssentials({ autoDeleteAt: at });
}

export async function cancelAutoDelete(): Promise<void> {
  await writeMeta('autoDelete', null);
  await updateSosEssentials({ autoDeleteAt: null });
}

/**
 * Deletes every recording, media chunk and evidence note, and the spec's evidence keys in
 * localStorage. A recording running at the deadline is not cut: it finishes whole and stays.
 */
export async function deleteEvidence(storage: Storage | null = localStore()): Promise<void> {
  await deleteEvidenceExceptRecording();
  if (storage) for (const key of evidenceStorageKeys(storage)) storage.removeItem(key);
}

let running: Promise<boolean> | null = null;

/**
 * Deletes the evidence when the saved deadline has passed, then clears the deadline. One run at a
 * time (the shell's checker and the panel's countdown may both ask); `onDeleted` is the asker's.
 * Resolves true when it deleted. The deadline is cleared last, so a failed run is retried.
 */
export function runAutoDeleteIfDue(
  now: number = Date.now(),
  onDeleted?: () => void,
): Promise<boolean> {
  if (running) return running;
  const run = (async () => {
    try {
      if (!isVaultOpen()) return false;
      const deadline = await readMeta('autoDelete');
      if (!deadline || deadline.at > now) return false;
      await deleteEvidence();
      await writeMeta('autoDelete', null);
      await updateSosEssentials({ autoDeleteAt: null });
      onDeleted?.();
      return true;
    } catch (error) {
      report('cleanup failed; retrying at the next check', error);
      return false;
    }
  })();
  running = run;
  void run.finally(() => {
    if (running === run) running = null;
  });
  return run;
}

/**
 * The auto-delete checker, for the shell to mount (inside its I18nextProvider) so it runs whatever
 * tab is open: once when the interface opens, so a deadline that passed while locked fires at
 * the next unlock, then every 30 s.
 */
export function useAutoDelete(checkMs: number = AUTO_DELETE_CHECK_MS): void {
  const { t } = useTranslation('stealth');
  const unlocked = useSession((s) => s.status === 'unlocked');
  useEffect(() => {
    if (!unlocked) return;
    const check = () =>
      void runAutoDeleteIfDue(Date.now(), () =>
        showToast({
          title: t('autoDelete.deletedTitle'),
          description: t('autoDelete.deletedMessage'),
        }),
      );
    check();
    const timer = setInterval(check, checkMs);
    return () => clearInterval(timer);
  }, [unlocked, checkMs, t]);
}
