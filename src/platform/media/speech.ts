/**
 * Speech recognition for the voice trigger (Web Speech API).
 *
 * Where the recognition happens matters here: Chrome's recogniser sends the microphone's audio to
 * Google unless the page asks for on-device recognition (Chrome 139+: SpeechRecognition.available /
 * install with `processLocally`, and a language pack on the device); Safari's goes to Apple;
 * Firefox has none. `speechMode` tells which case applies, so the UI can say so before listening.
 */
export type SpeechMode = 'unsupported' | 'on-device' | 'installable' | 'cloud';
export type SpeechFailure = 'denied' | 'error';

type Availability = 'unavailable' | 'downloadable' | 'downloading' | 'available';
interface LocalOptions {
  langs: string[];
  processLocally: boolean;
}
interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; length: number; [index: number]: { transcript: string } };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  processLocally?: boolean;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}
interface RecognitionClass {
  new (): Recognition;
  available?: (options: LocalOptions) => Promise<Availability>;
  install?: (options: LocalOptions) => Promise<boolean>;
}

function recognitionClass(): RecognitionClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as Record<string, RecognitionClass | undefined>;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export async function speechMode(lang: string): Promise<SpeechMode> {
  const Class = recognitionClass();
  if (!Class) return 'unsupported';
  if (typeof Class.available !== 'function') return 'cloud';
  try {
    const status = await Class.available({ langs: [lang], processLocally: true });
    if (status === 'available') return 'on-device';
    if (status === 'downloadable' || status === 'downloading') return 'installable';
  } catch {
    // An older shape of the API: only the cloud recogniser is known to work.
  }
  return 'cloud';
}

/** Downloads the on-device language pack (Chrome asks for a tap first). Resolves to success. */
export async function installOnDeviceSpeech(lang: string): Promise<boolean> {
  const Class = recognitionClass();
  if (!Class || typeof Class.install !== 'function') return false;
  try {
    return await Class.install({ langs: [lang], processLocally: true });
  } catch {
    return false;
  }
}

export interface SpeechListener {
  stop: () => void;
}

/**
 * Listens continuously; each recognised piece of speech (interim results too, so a match is quick)
 * goes to onHeard. The browser ends a session after a silence: onEnd lets the caller start again.
 * "no-speech" and "aborted" are normal ends, not failures.
 */
export function listenForSpeech(options: {
  lang: string;
  onDevice: boolean;
  onHeard: (text: string) => void;
  onFailure: (failure: SpeechFailure) => void;
  onEnd: () => void;
}): SpeechListener | null {
  const Class = recognitionClass();
  if (!Class) return null;
  const recognition = new Class();
  recognition.lang = options.lang;
  recognition.continuous = true;
  recognition.interimResults = true;
  if (options.onDevice) recognition.processLocally = true;
  let failed = false;
  recognition.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const transcript = event.results[i]?.[0]?.transcript;
      if (transcript) options.onHeard(transcript);
    }
  };
  recognition.onerror = (event) => {
    if (event.error === 'no-speech' || event.error === 'aborted') return;
    failed = true;
    const denied = event.error === 'not-allowed' || event.error === 'service-not-allowed';
    options.onFailure(denied ? 'denied' : 'error');
  };
  recognition.onend = () => {
    if (!failed) options.onEnd();
  };
  try {
    recognition.start();
  } catch {
    return null;
  }
  return {
    stop() {
      recognition.onend = null;
      recognition.onresult = null;
      recognition.onerror = null;
      recognition.abort();
    },
  };
}

/** Whether the microphone is already allowed, so listening can start without a prompt. */
export async function microphoneAllowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'microphone' as PermissionName });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

/** The recogniser's language: the device's own regional variant of the app's language if it has one. */
export function speechLanguage(appLanguage: string): string {
  if (typeof navigator === 'undefined') return appLanguage;
  const regional = (navigator.languages ?? [navigator.language]).find(
    (tag) => tag.toLowerCase().split('-')[0] === appLanguage,
  );
  return regional ?? appLanguage;
}
