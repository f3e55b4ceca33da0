import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The vault bench page (bench/vault/bench.html), built on its own and served under /bench/ from the
 * same origin as the app's dist/, so that it writes into the very databases the app opens.
 * bench/vault.mjs passes `build.outDir`; the default is a folder in the system's temp directory.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/bench/',
  publicDir: false,
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: path.join(os.tmpdir(), 'calculator-vault-bench'),
    emptyOutDir: true,
    sourcemap: false,
    // libsodium's sumo build (WebAssembly inlined) is one large chunk, as in the app.
    chunkSizeWarningLimit: 4096,
    modulePreload: { polyfill: false },
    rollupOptions: { input: fileURLToPath(new URL('./bench.html', import.meta.url)) },
  },
});
