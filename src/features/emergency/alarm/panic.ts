import { report } from '../../../platform/report';
/**
 * The silent panic action's hook point (spec §4 Gate: 123#, and later the duress code).
 * It must work from the locked calculator, so it stays a tiny module with no UI or storage
 * imports. The emergency issue registers the real action (position, alert, SOS links, capture).
 */
export type PanicSource =
  | 'panic-code'
  | 'duress-code'
  | 'tap'
  | 'shake'
  | 'voice'
  | 'hand'
  | 'check-in'
  // Ctrl+Shift+S: starts the audio recording only (startEvidenceCapture), never the alarm.
  | 'keyboard';

export type PanicHandler = (source: PanicSource) => void | Promise<void>;

const handlers = new Set<PanicHandler>();

export function registerPanicHandler(handler: PanicHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Runs every registered handler; one failing never stops the others. Returns how many ran. */
export async function triggerPanic(source: PanicSource): Promise<number> {
  const running = [...handlers].map(async (handler) => {
    try {
      await handler(source);
    } catch (error) {
      // The duress code's alarm is silent, in the console too: someone may be reading it.
      if (source !== 'duress-code') report('handler failed', error);
    }
  });
  await Promise.all(running);
  return running.length;
}

/**
 * Evidence capture when the alarm is raised (spec §4 Gate: "try to start audio and video capture").
 * The evidence issue registers the recorder; until then nothing is recorded, and nothing claims so.
 */
export type EvidenceCaptureHandler = (source: PanicSource) => void | Promise<void>;

let evidenceCapture: EvidenceCaptureHandler | null = null;

export function registerEvidenceCapture(handler: EvidenceCaptureHandler): () => void {
  evidenceCapture = handler;
  return () => {
    if (evidenceCapture === handler) evidenceCapture = null;
  };
}

/** Starts evidence capture if a recorder is registered; returns whether one was. */
export async function startEvidenceCapture(source: PanicSource): Promise<boolean> {
  if (!evidenceCapture) return false;
  try {
    await evidenceCapture(source);
  } catch (error) {
    if (source !== 'duress-code') report('capture failed', error);
  }
  return true;
}
