import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The evidence bench page (bench/evidence/bench.html), built on its own and served by
 * bench/evidence.mjs from a folder of its own (it opens its own vault in its own origin).
 * bench/evidence.mjs passes `build.outDir`; the default is a folder in the system's temp directory.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  publicDir: false,
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: path.join(os.tmpdir(), 'calculator-evidence-bench'),
    emptyOutDir: true,
    sourcemap: false,
    // libsodium's sumo build (WebAssembly inlined) is one large chunk, as in the app.
    chunkSizeWarningLimit: 4096,
    modulePreload: { polyfill: false },
    rollupOptions: { input: fileURLToPath(new URL('./bench.html', import.meta.url)) },
  },
  // Module workers, as in the app (the hash worker of the recordings).
  worker: { format: 'es' },
});
