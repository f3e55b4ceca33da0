import { microphoneAllowed, speechLanguage, speechMode } from '../../platform/media/speech';
import { readEssentials } from '../../vault/locked';
import { startRecordingShortcut } from './recordingShortcut';
import { watchShake } from './shake/shakeWatcher';
import { startVoiceTrigger } from './voice/voiceWatcher';
import { report } from '../../platform/report';

/**
 * Triggers that work while the calculator is showing, started at idle after the first paint from
 * the SOS essentials (no vault key needed): the keyboard shortcut, the shake trigger, and the voice
 * trigger if the microphone is already allowed (the calculator must never show a permission prompt)
 * and the recogniser is on the device or the user accepted a cloud one.
 */
export async function startLockedTriggers(appLanguage: string): Promise<void> {
  startRecordingShortcut();
  try {
    const { triggers } = await readEssentials();
    watchShake(triggers.shake);
    if (!triggers.voice || !(await microphoneAllowed())) return;
    const lang = speechLanguage(appLanguage);
    const mode = await speechMode(lang);
    const onDevice = mode === 'on-device';
    if (onDevice || (mode === 'cloud' && triggers.voiceCloudAccepted === true)) {
      startVoiceTrigger({ phrase: triggers.panicPhrase, lang, onDevice });
    }
  } catch (error) {
    report('listeners not started', error);
  }
}
