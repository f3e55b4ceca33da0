// Builds the production server (server/serve.ts) for node 20, which cannot run TypeScript.
// Used by `npm start`: vite build && vite build -c vite.server.config.ts && node dist-server/serve.js
// (the API of api/ over PGlite in ./data, or PostgreSQL with DATABASE_URL: docs/DEPLOY.md).
import { defineConfig } from 'vite';
import { cspScriptHash } from './scripts/csp-hash.mjs';
import { INLINE_SCRIPTS } from './src/disguise/firstScreen/inlineScripts';

export default defineConfig({
  // No app plugins (React, PWA): this is a plain Node bundle.
  publicDir: false,
  // index.html's inline scripts, each allowed by its hash (server/headers.ts).
  define: { __INLINE_SCRIPT_HASHES__: JSON.stringify(INLINE_SCRIPTS.map(cspScriptHash).join(' ')) },
  build: {
    ssr: 'server/serve.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: { format: 'es', entryFileNames: 'serve.js' },
    },
  },
  ssr: {
    target: 'node',
    // Bundle only our own code (server/, api/); hono, PGlite, pg and node built-ins load from
    // node_modules at run time (PGlite needs its wasm and data files next to its own code).
    noExternal: [],
  },
});
