import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The hand-signal trigger's model (issue 10): @mediapipe/hands ships its script, WASM and model
 * files in the npm package. They are served from our own origin under hash-only names in
 * `assets/m/` (the names `hand_landmark_lite.tflite` or `hands.js` would say what the app does),
 * kept out of the service worker's precache (vite.config.ts globIgnores) so that nobody downloads
 * them until they turn the `Hand signal` switch on, and cached at run time after that.
 * `virtual:hand-model-files` maps each file the package asks for to its URL.
 */
export const HAND_MODEL_DIR = 'assets/m';

/** What the SIMD build asks for, the plain-WASM fallback, and the lite landmark model. */
export const HAND_MODEL_FILES = [
  'hands.js',
  'hands.binarypb',
  'hands_solution_packed_assets_loader.js',
  'hands_solution_packed_assets.data',
  'hands_solution_simd_wasm_bin.js',
  'hands_solution_simd_wasm_bin.wasm',
  'hands_solution_wasm_bin.js',
  'hands_solution_wasm_bin.wasm',
  'hand_landmark_lite.tflite',
] as const;

const VIRTUAL_ID = 'virtual:hand-model-files';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
const DEV_PREFIX = '/__m/';

function packageFile(name: string): string {
  return fileURLToPath(new URL(`../node_modules/@mediapipe/hands/${name}`, import.meta.url));
}

/** Hash-only name; scripts and WASM keep their extension (content types), the rest is `.bin`. */
export function servedName(name: string, bytes: Uint8Array): string {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  const ext = name.endsWith('.js') ? 'js' : name.endsWith('.wasm') ? 'wasm' : 'bin';
  return `${HAND_MODEL_DIR}/${hash}.${ext}`;
}

export function handModelAssets(): Plugin {
  let build = false;
  return {
    name: 'hand-model-assets',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const urls: Record<string, string> = {};
      for (const name of HAND_MODEL_FILES) {
        if (!build) {
          urls[name] = DEV_PREFIX + name;
          continue;
        }
        const source = readFileSync(packageFile(name));
        const fileName = servedName(name, source);
        this.emitFile({ type: 'asset', fileName, source });
        urls[name] = '/' + fileName;
      }
      return `export default ${JSON.stringify(urls)};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0];
        if (!(HAND_MODEL_FILES as readonly string[]).includes(name)) return next();
        if (name.endsWith('.wasm')) res.setHeader('Content-Type', 'application/wasm');
        else if (name.endsWith('.js')) res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(packageFile(name)));
      });
    },
  };
}
