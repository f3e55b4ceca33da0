/**
 * The upload loop (issue 28): while backup is on, the real vault open and the phone online, what
 * is pending goes up every two seconds (offline, the send fails and the card says so) (a slice written waits at most that long). It stops at lock.
 * The store holds what the Settings card shows: figures from the engine, never a guess.
 */
import { create } from 'zustand';
import { ApiError } from '../../sync';
import { cloudBackupState, pendingCloudBackup } from '../../vault';
import { openVaultMode, onLock } from '../../session';
import { report } from '../../platform/report';
import { sendPendingBackup } from './cloudBackup';

export const UPLOAD_INTERVAL_MS = 2000;

/** 'refused': the server said no (403: the free plan); 'offline': it could not be reached. */
export type UploadProblem = 'refused' | 'offline' | null;

export interface UploadState {
  /** Objects acknowledged by the server since the page loaded. */
  sent: number;
  /** Slices not on the server yet, and whether the records changed since the last upload. */
  pendingSlices: number;
  pendingRecords: boolean;
  /** When the last run ended with nothing pending. */
  lastComplete: number | null;
  problem: UploadProblem;
}

const initial: UploadState = {
  sent: 0,
  pendingSlices: 0,
  pendingRecords: false,
  lastComplete: null,
  problem: null,
};

export const useCloudUpload = create<UploadState>(() => initial);

let timer: ReturnType<typeof setInterval> | null = null;
let running: Promise<void> | null = null;
let stopLock: (() => void) | null = null;

async function refreshPending(): Promise<boolean> {
  const pending = await pendingCloudBackup();
  if (!pending) return false;
  useCloudUpload.setState({ pendingSlices: pending.slices, pendingRecords: pending.records });
  return pending.slices > 0 || pending.records;
}

/** One pass: sends what is pending; says what stopped it. Never runs twice at once. */
export function uploadOnce(): Promise<void> {
  if (running) return running;
  const pass = (async () => {
    try {
      if (openVaultMode() !== 'real' || !(await cloudBackupState()).on) return;
      if (!(await refreshPending())) return;
      await sendPendingBackup({}, () => {
        useCloudUpload.setState((s) => ({ sent: s.sent + 1, problem: null }));
        void refreshPending();
      });
      const left = await refreshPending();
      useCloudUpload.setState({ problem: null, ...(left ? {} : { lastComplete: Date.now() }) });
    } catch (error) {
      const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
      const status = (
        error as { originalResponse?: { getStatus(): number } | null }
      ).originalResponse?.getStatus?.();
      useCloudUpload.setState({
        problem: refused || status === 403 || status === 401 ? 'refused' : 'offline',
      });
      report('cloud backup upload stopped', error);
      await refreshPending().catch(() => false);
    }
  })();
  running = pass.finally(() => {
    running = null;
  });
  return running;
}

/** Starts the loop after a real unlock; a second call does nothing. Lock stops it. */
export function startCloudBackupLoop(): void {
  if (timer) return;
  timer = setInterval(() => void uploadOnce(), UPLOAD_INTERVAL_MS);
  void uploadOnce();
  stopLock = onLock(stopCloudBackupLoop);
}

export function stopCloudBackupLoop(): void {
  if (timer) clearInterval(timer);
  timer = null;
  stopLock?.();
  stopLock = null;
  useCloudUpload.setState(initial);
}
