import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { CaptureKind } from '../../../platform/media/media';
import { showToast } from '../../../ui/toast/toastStore';
import { captureFailureMessage } from './messages';
import {
  startRecording,
  stopRecording,
  takePhoto,
  useRecorderStore,
  useVisibleRecorder,
  type CaptureFailure,
} from './recorder';

export type CaptureChoice = CaptureKind | 'photo';

/** Seconds since `startedAt`, ticking once a second while recording. */
function useElapsed(startedAt: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return running ? Math.max(0, Math.floor((now - startedAt) / 1000)) : 0;
}

/**
 * Start, stop and photo with the spec's toasts (§8 messages, the free plan's limits), for every
 * recorder card: the Evidence tab's dialog and the Emergency tab's compact card share it, and the
 * one recorder (recorder.ts) behind it, so a recording started on one shows on the other.
 */
export function useEvidenceCapture() {
  const { t } = useTranslation('evidence');
  const [busy, setBusy] = useState(false);
  const visible = useVisibleRecorder();
  const recording = visible.status === 'recording';
  const elapsed = useElapsed(visible.startedAt, recording);

  const fail = (reason: CaptureFailure, kind: CaptureChoice) => {
    showToast({ ...captureFailureMessage(t, reason, kind), variant: 'destructive' });
  };

  // A recording that ended by itself (a slice could not be stored) says why, once.
  const failure = useRecorderStore((s) => s.failure);
  const failedKind = visible.kind ?? 'audio';
  useEffect(() => {
    if (!failure) return;
    useRecorderStore.setState({ failure: null });
    showToast({ ...captureFailureMessage(t, failure, failedKind), variant: 'destructive' });
  }, [failure, t, failedKind]);

  const start = async (kind: CaptureChoice) => {
    setBusy(true);
    try {
      if (kind === 'photo') {
        const result = await takePhoto();
        if (result.ok) showToast({ title: t('photoCaptured') });
        else fail(result.reason, kind);
        return;
      }
      const result = await startRecording(kind);
      if (result.ok) showToast({ title: t('recordingStarted', { type: t(`kind.${kind}`) }) });
      else fail(result.reason, kind);
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    const kind = visible.kind ?? 'audio';
    const result = await stopRecording();
    if (result.ok) showToast({ title: t('recordingSaved') });
    else fail(result.reason, kind);
  };

  return {
    ...visible,
    recording,
    /** A capture is starting, running or being saved: the kind is locked meanwhile. */
    locked: visible.status !== 'idle' || busy,
    elapsed,
    start,
    stop,
  };
}
