/**
 * The upload loop (issue 28): while backup is on and the real vault open, what is pending goes up
 * as soon as the vault is written to (a recording's slice, a note), when the connection or the
 * account comes back, after a failure (a retry in RETRY_MS), and otherwise on a slow safety poll
 * (SAFETY_POLL_MS). With "Wi-Fi only" chosen and the phone known to be on mobile data, nothing is
 * sent until the connection changes. It stops at lock. The store holds what the Settings card
 * shows: figures from the engine, never a guess.
 */
import { create } from 'zustand';
import { ApiError, onAccountReady } from '../../sync';
import { cloudBackupState, onVaultWrite, pendingCloudBackup } from '../../vault';
import { onLock, openVaultMode } from '../../session';
import {
  connectionKind,
  onConnectionChange,
  type ConnectionKind,
} from '../../platform/device/connection';
import { report } from '../../platform/report';
import { sendPendingBackup, UploadPaused } from './cloudBackup';

/** Nothing woke the loop for this long: it looks anyway (a write it could not hear of). */
export const SAFETY_POLL_MS = 60_000;
/** After a failed pass (offline, server error), the next try. */
export const RETRY_MS = 5_000;

/** 'refused': the server said no (403: the free plan); 'offline': it could not be reached. */
export type UploadProblem = 'refused' | 'offline' | null;

export interface UploadState {
  /** Objects acknowledged by the server since the page loaded. */
  sent: number;
  /** Slices not on the server yet, and whether the records changed since the last upload. */
  pendingSlices: number;
  pendingRecords: boolean;
  /** False until the vault has been asked what is pending: before that nothing is claimed. */
  counted: boolean;
  /** When the last run ended with nothing pending. */
  lastComplete: number | null;
  problem: UploadProblem;
  /** The connection as last seen, and whether uploads wait for Wi-Fi because of it. */
  connection: ConnectionKind;
  waitingForWifi: boolean;
}

const initial: UploadState = {
  sent: 0,
  pendingSlices: 0,
  pendingRecords: false,
  counted: false,
  lastComplete: null,
  problem: null,
  connection: 'unknown',
  waitingForWifi: false,
};

export const useCloudUpload = create<UploadState>(() => initial);

let started = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<void> | null = null;
/** A wake came while a pass ran: one more pass after it. */
let again = false;
let unsubscribe: (() => void)[] = [];

async function refreshPending(): Promise<boolean> {
  const pending = await pendingCloudBackup();
  if (!pending) return false;
  useCloudUpload.setState({
    pendingSlices: pending.slices,
    pendingRecords: pending.records,
    counted: true,
  });
  return pending.slices > 0 || pending.records;
}

/** Wi-Fi only was chosen and the phone is known to be on mobile data (read afresh each time). */
let wifiOnly = false;
function mustWaitForWifi(): boolean {
  const connection = connectionKind();
  const waiting = wifiOnly && connection === 'cellular';
  const state = useCloudUpload.getState();
  if (state.connection !== connection || state.waitingForWifi !== waiting) {
    useCloudUpload.setState({ connection, waitingForWifi: waiting });
  }
  return waiting;
}

/** One pass: sends what is pending; says what stopped it. Never runs twice at once. */
export function uploadOnce(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  let failed = false;
  const pass = (async () => {
    try {
      if (openVaultMode() !== 'real') return;
      const settings = await cloudBackupState();
      if (!settings.on) return;
      wifiOnly = settings.wifiOnly;
      if (!(await refreshPending()) || mustWaitForWifi()) return;
      await sendPendingBackup({ shouldPause: mustWaitForWifi }, () => {
        useCloudUpload.setState((s) => ({ sent: s.sent + 1, problem: null }));
        void refreshPending();
      });
      const left = await refreshPending();
      useCloudUpload.setState({ problem: null, ...(left ? {} : { lastComplete: Date.now() }) });
    } catch (error) {
      if (error instanceof UploadPaused) {
        await refreshPending().catch(() => false);
        return;
      }
      failed = true;
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
    if (!started) return;
    if (again) {
      again = false;
      void uploadOnce();
    } else {
      schedule(failed ? RETRY_MS : SAFETY_POLL_MS);
    }
  });
  return running;
}

function schedule(delay: number): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void uploadOnce();
  }, delay);
}

/** Starts the loop after a real unlock; a second call does nothing. Lock stops it. */
export function startCloudBackupLoop(): void {
  if (started) return;
  started = true;
  const wake = () => void uploadOnce();
  unsubscribe = [
    onVaultWrite(wake),
    onConnectionChange(wake),
    onAccountReady(wake),
    onLock(stopCloudBackupLoop),
  ];
  wake();
}

export function stopCloudBackupLoop(): void {
  started = false;
  again = false;
  if (timer) clearTimeout(timer);
  timer = null;
  for (const stop of unsubscribe) stop();
  unsubscribe = [];
  useCloudUpload.setState(initial);
}
