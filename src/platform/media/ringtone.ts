import { adapterSlot } from '../adapter';

/**
 * A phone ringtone made with Web Audio (spec §2 Fake call overlay): two tones in the usual
 * "ring-ring, pause" rhythm, generated on the device, so no sound file is downloaded or cached.
 * Starting it needs the user's tap (autoplay policy); where Web Audio is missing it stays silent.
 */

type AudioContextClass = typeof AudioContext;

/** One ring cycle: two bursts of 0.4 s, 0.2 s apart, then silence until 3 s. */
const CYCLE_SECONDS = 3;
const BURSTS: readonly [start: number, end: number][] = [
  [0, 0.4],
  [0.6, 1.0],
];
const TONES_HZ = [440, 480];
const VOLUME = 0.2;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

function browserStartRingtone(): () => void {
  const Context = audioContextClass();
  if (!Context) return () => undefined;
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return () => undefined;
  }
  const gain = context.createGain();
  gain.gain.value = 0;
  gain.connect(context.destination);
  const oscillators = TONES_HZ.map((frequency) => {
    const oscillator = context.createOscillator();
    oscillator.frequency.value = frequency;
    oscillator.connect(gain);
    oscillator.start();
    return oscillator;
  });
  // The envelope is scheduled one cycle ahead, so the rhythm holds even if a timer runs late.
  let next = context.currentTime + 0.05;
  const schedule = () => {
    while (next < context.currentTime + CYCLE_SECONDS) {
      for (const [start, end] of BURSTS) {
        gain.gain.setValueAtTime(0, next + start);
        gain.gain.linearRampToValueAtTime(VOLUME, next + start + 0.02);
        gain.gain.setValueAtTime(VOLUME, next + end - 0.02);
        gain.gain.linearRampToValueAtTime(0, next + end);
      }
      next += CYCLE_SECONDS;
    }
  };
  schedule();
  const timer = setInterval(schedule, 1000);
  void context.resume().catch(() => undefined);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    for (const oscillator of oscillators) {
      try {
        oscillator.stop();
      } catch {
        // already stopped
      }
    }
    void context.close().catch(() => undefined);
  };
}

/** What the app asks of the ringtone; the fake is ringtone.test-support.ts. */
export interface RingtoneAdapter {
  /** Starts ringing; the returned function stops it (idempotent). */
  startRingtone(): () => void;
}

export const browserRingtone = { startRingtone: browserStartRingtone } satisfies RingtoneAdapter;

export const ringtoneSlot = adapterSlot<RingtoneAdapter>(browserRingtone);

export const startRingtone = (): (() => void) => ringtoneSlot.current().startRingtone();
