import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'api/**/*.test.ts',
      'mock-api/**/*.test.ts',
      'server/**/*.test.ts',
      'locales/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    restoreMocks: true,
  },
});
