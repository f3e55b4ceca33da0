import { registerEvidenceCapture, registerPanicHandler } from '../features/emergency';

let wired = false;

/**
 * The panic's real action and its evidence capture, registered once. The panic code (123#), the
 * duress code, the triggers and the check-in timer all end here. Both actions are lazy chunks that
 * need no React, so they are registered on the locked calculator at idle, before any trigger
 * starts, and an alert never waits for the interface to load (App.tsx registers them too, for the
 * React pages that do not start from the calculator).
 */
export function wirePanicActions(): void {
  if (wired) return;
  wired = true;
  registerPanicHandler((source) =>
    import('../features/emergency/alarm/panicAction').then((m) => m.runPanicAction(source)),
  );
  // Recorder, vault media and libsodium load only when the alarm is raised. Ctrl+Shift+S records
  // audio only; the alarm records video where the camera is allowed.
  registerEvidenceCapture((source) =>
    import('../features/evidence/capture/panicCapture')
      .then((m) => m.capturePanicEvidence(source === 'keyboard'))
      .then(() => undefined),
  );
}
