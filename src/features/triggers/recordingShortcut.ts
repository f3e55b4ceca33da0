import { onShortcut } from '../../platform/page/keyboard';
import { fireTrigger } from './fire';

/**
 * Ctrl+Shift+S starts the audio recording through the evidence capture hook, from the calculator
 * or the safety interface alike. Listened for once per page.
 */
export const RECORDING_SHORTCUT = { code: 'KeyS', ctrl: true, shift: true } as const;

let stop: (() => void) | null = null;

export function startRecordingShortcut(): () => void {
  stop ??= onShortcut(RECORDING_SHORTCUT, () => fireTrigger('keyboard'));
  return () => {
    stop?.();
    stop = null;
  };
}
