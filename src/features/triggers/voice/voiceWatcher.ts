import { create } from 'zustand';
import { listenForSpeech, type SpeechListener } from '../../../platform/media/speech';
import { fireTrigger } from '../fire';
import { matchesPanicPhrase } from './panicPhrase';

/**
 * The voice trigger at work: listens until the phrase is heard, then fires once and stops (spec §4).
 * Browsers end a recognition session after a silence; it is started again while the trigger is on,
 * unless sessions keep ending at once (no network for a cloud recogniser), which counts as an error
 * rather than a loop. Like the shake trigger it keeps running after the interface locks.
 */
export type VoiceStatus = 'off' | 'listening' | 'heard' | 'unsupported' | 'denied' | 'error';

export const useVoiceStatus = create<{ status: VoiceStatus }>(() => ({ status: 'off' }));

const QUICK_END_MS = 1500;
const MAX_QUICK_ENDS = 5;

interface Wanted {
  phrase: string;
  lang: string;
  onDevice: boolean;
  /** Listening stopped on its own: the phrase was heard, or it failed. */
  onStopped?: (status: Exclude<VoiceStatus, 'off' | 'listening'>) => void;
}

let wanted: Wanted | null = null;
let listener: SpeechListener | null = null;
let quickEnds = 0;

const setStatus = (status: VoiceStatus) => useVoiceStatus.setState({ status });

function stopWith(status: VoiceStatus): void {
  const stopped = wanted;
  wanted = null;
  listener?.stop();
  listener = null;
  setStatus(status);
  if (stopped && status !== 'off' && status !== 'listening') stopped.onStopped?.(status);
}

function listen(): void {
  const current = wanted;
  if (!current) return;
  const startedAt = performance.now();
  listener = listenForSpeech({
    lang: current.lang,
    onDevice: current.onDevice,
    onHeard: (text) => {
      if (wanted !== current || !matchesPanicPhrase(text, current.phrase)) return;
      fireTrigger('voice');
      stopWith('heard');
    },
    onFailure: (failure) => stopWith(failure),
    onEnd: () => {
      if (wanted !== current) return;
      quickEnds = performance.now() - startedAt < QUICK_END_MS ? quickEnds + 1 : 0;
      if (quickEnds >= MAX_QUICK_ENDS) stopWith('error');
      else listen();
    },
  });
  if (!listener) stopWith('unsupported');
}

/** Starts listening for the phrase (replacing any earlier session). Returns the resulting status. */
export function startVoiceTrigger(options: Wanted): VoiceStatus {
  listener?.stop();
  wanted = options;
  quickEnds = 0;
  setStatus('listening');
  listen();
  return useVoiceStatus.getState().status;
}

export function stopVoiceTrigger(): void {
  stopWith('off');
}

/** A new phrase takes effect without restarting the session. */
export function updateVoicePhrase(phrase: string): void {
  if (wanted) wanted = { ...wanted, phrase };
}
