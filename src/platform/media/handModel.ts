import type { Hands, Options, Results } from '@mediapipe/hands';
import modelFiles from 'virtual:hand-model-files';
import { report } from '../report';

/**
 * The on-device hand landmark model (@mediapipe/hands, Apache-2.0): its script, WASM and model
 * files come from our own origin (scripts/handModelAssets.ts), never a CDN, and only once the user
 * turns the hand signal on (this module is loaded by a dynamic import then). Frames are read by
 * WebAssembly in this page; nothing is sent anywhere.
 */
export type HandLandmarks = ReadonlyArray<readonly [number, number, number]>;

export interface HandModel {
  /** The landmarks of the one hand in the image, or null when there is none. */
  detect(image: HTMLVideoElement | HTMLCanvasElement): Promise<HandLandmarks | null>;
  close(): void;
}

export type HandModelResult = { ok: true; model: HandModel } | { ok: false };

type HandsConstructor = new (config: { locateFile: (file: string) => string }) => Hands;

const OPTIONS: Options = {
  maxNumHands: 1,
  // The lite landmark model: 2 MB instead of 5.5, fast enough on a phone's CPU.
  modelComplexity: 0,
  minDetectionConfidence: 0.5,
  minTrackingConfidence: 0.5,
  selfieMode: false,
};

let scriptLoad: Promise<HandsConstructor | null> | null = null;

function loadScript(): Promise<HandsConstructor | null> {
  scriptLoad ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = locateFile('hands.js');
    script.addEventListener('load', () => {
      const ctor = (window as unknown as { Hands?: HandsConstructor }).Hands;
      resolve(ctor ?? null);
    });
    script.addEventListener('error', () => {
      scriptLoad = null;
      resolve(null);
    });
    document.head.append(script);
  });
  return scriptLoad;
}

/** Every file the package asks for maps to our URL; anything else is refused (no CDN fallback). */
function locateFile(file: string): string {
  return modelFiles[file] ?? `/assets/m/missing-${encodeURIComponent(file)}`;
}

export async function loadHandModel(): Promise<HandModelResult> {
  try {
    const HandsClass = await loadScript();
    if (!HandsClass) return { ok: false };
    const hands = new HandsClass({ locateFile });
    hands.setOptions(OPTIONS);
    let latest: Results | null = null;
    hands.onResults((results) => {
      latest = results;
    });
    await hands.initialize();
    let closed = false;
    return {
      ok: true,
      model: {
        async detect(image) {
          if (closed) return null;
          latest = null;
          await hands.send({ image });
          const hand = (latest as Results | null)?.multiHandLandmarks?.[0];
          return hand ? hand.map((p) => [p.x, p.y, p.z] as const) : null;
        },
        close() {
          if (closed) return;
          closed = true;
          void hands.close();
        },
      },
    };
  } catch (error) {
    report('model not loaded', error);
    return { ok: false };
  }
}
