import { startEvidenceCapture, triggerPanic } from '../emergency';
import { useTestMode, type TriggerSource } from './testMode';

/**
 * Every trigger ends here: in test mode it is only shown; otherwise the tap, shake and voice
 * triggers raise the one alarm path (triggerPanic: position, SOS sheet, evidence capture) and the
 * keyboard shortcut starts the audio recording. Each detector fires once per gesture; this adds
 * no second guard, so a real second gesture is never swallowed.
 */
export function fireTrigger(source: TriggerSource): void {
  const testMode = useTestMode.getState();
  if (testMode.on) {
    testMode.record(source);
    return;
  }
  if (source === 'keyboard') void startEvidenceCapture('keyboard');
  else void triggerPanic(source);
}
