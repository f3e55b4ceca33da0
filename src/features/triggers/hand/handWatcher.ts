import { create } from 'zustand';
import type { HandModel } from '../../../platform/media/handModel';
import {
  openHandCamera,
  playStream,
  stopStream,
  type MediaFailure,
} from '../../../platform/media/media';
import { onLock } from '../../../session';
import { feedHandFrame, resetHandSignal } from './handSignal';

/**
 * The camera and the model at work while the hand signal is on and the interface is open. The
 * model's code is imported only here, when the user turns it on, so nothing of it is in the first
 * load. Frames are read one after another (the next once the model has answered), with a pause
 * that leaves the CPU to the rest of the page. Locking, Hide Interface and the switch stop the
 * camera at once; the camera never runs behind the calculator (its light would show).
 */
export type HandStatus = 'off' | 'starting' | 'watching';
export type HandFailure = MediaFailure | 'model';
export type HandStartResult = { ok: true } | { ok: false; reason: HandFailure };

export const useHandStatus = create<{ status: HandStatus; fps: number }>(() => ({
  status: 'off',
  fps: 0,
}));

const PAUSE_MS = 30;

interface Running {
  stream: MediaStream;
  video: HTMLVideoElement;
  model: HandModel;
}

let running: Running | null = null;
/** Bumped by every start and stop, so a start that was overtaken cleans up after itself. */
let generation = 0;

export function currentHandVideo(): HTMLVideoElement | null {
  return running?.video ?? null;
}

export async function startHandSignal(): Promise<HandStartResult> {
  if (useHandStatus.getState().status !== 'off') return { ok: true };
  const mine = ++generation;
  useHandStatus.setState({ status: 'starting' });
  const fail = (reason: HandFailure): HandStartResult => {
    if (mine === generation) useHandStatus.setState({ status: 'off' });
    return { ok: false, reason };
  };
  const camera = await openHandCamera();
  if (!camera.ok) return fail(camera.reason);
  const video = await playStream(camera.stream);
  const { loadHandModel } = await import('../../../platform/media/handModel');
  const loaded = video ? await loadHandModel() : ({ ok: false } as const);
  if (!loaded.ok || !video || mine !== generation) {
    stopStream(camera.stream);
    if (loaded.ok) loaded.model.close();
    return mine === generation ? fail(video ? 'model' : 'failed') : { ok: true };
  }
  running = { stream: camera.stream, video, model: loaded.model };
  resetHandSignal();
  useHandStatus.setState({ status: 'watching' });
  void watch(running, mine);
  return { ok: true };
}

async function watch(run: Running, mine: number): Promise<void> {
  let frames = 0;
  let since = performance.now();
  while (mine === generation) {
    const landmarks = await run.model.detect(run.video).catch(() => null);
    if (mine !== generation) break;
    feedHandFrame(landmarks, performance.now());
    frames++;
    const now = performance.now();
    if (now - since >= 2000) {
      useHandStatus.setState({ fps: (frames * 1000) / (now - since) });
      frames = 0;
      since = now;
    }
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

export function stopHandSignal(): void {
  generation++;
  const run = running;
  running = null;
  if (run) {
    stopStream(run.stream);
    run.video.srcObject = null;
    run.model.close();
  }
  resetHandSignal();
  useHandStatus.setState({ status: 'off', fps: 0 });
}

onLock(stopHandSignal);
