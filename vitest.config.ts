import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { cspScriptHash } from './scripts/csp-hash.mjs';
import { INLINE_SCRIPTS } from './src/disguise/firstScreen/inlineScripts';

export default defineConfig({
  plugins: [react()],
  // As in the server's build (vite.server.config.ts).
  define: { __INLINE_SCRIPT_HASHES__: JSON.stringify(INLINE_SCRIPTS.map(cspScriptHash).join(' ')) },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'api/**/*.test.ts',
      'common/**/*.test.ts',
      'mock-api/**/*.test.ts',
      'server/**/*.test.ts',
      'locales/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    // `npm run coverage`: app and server code only; tests and their support (*.test-support.ts) are not counted.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'api/**/*.ts', 'common/**/*.ts', 'server/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', '**/*.d.ts'],
      reporter: ['text-summary', 'html'],
      reportsDirectory: 'coverage',
    },
    restoreMocks: true,
    // No test asserts speed (bench/ measures it): a loaded 2-core machine gets time, not failures.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
