import { raiseSosAlarm } from '../alerts/locked';
import { startEvidenceCapture, type PanicSource } from './panic';
import { requestSosPosition } from '../sos/SosPosition';
import { useSosSheet } from '../sos/sosStore';
import { raiseSilentAlarm } from './silentAlarm';

/**
 * The panic action (spec §4 Gate): the panic code 123#, the duress code, the triggers and a missed
 * check-in all end here. It asks for a fresh position at once (the sheet shares that request), opens
 * the SOS sheet over whatever is on screen, raises the server's alarm when server alerts are on
 * (./alerts), and asks the evidence recorder to start if one is registered. It needs no vault key:
 * the sheet reads the SOS essentials, so it works from the locked calculator after a reload.
 * Resolves once the position is known.
 */
export async function runPanicAction(source: PanicSource): Promise<void> {
  if (source === 'duress-code') {
    await raiseSilentAlarm();
    return;
  }
  const position = requestSosPosition();
  useSosSheet.getState().show(source);
  // With server alerts on, the server alerts the contacts too (the check-in's alarm is raised by
  // its watcher, under the deadline's id).
  if (source !== 'check-in') void raiseSosAlarm().catch(() => undefined);
  await Promise.all([position, startEvidenceCapture(source)]);
}
