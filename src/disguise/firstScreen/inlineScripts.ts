import { EARLY_INPUT_SCRIPT } from './earlyInput';
import { ENTRY_LOADER_SCRIPT } from './entryLoader';

/**
 * Every inline script the build writes into index.html. The server's Content-Security-Policy allows
 * exactly these, each by its sha256 (vite.server.config.ts), and no other inline script.
 */
export const INLINE_SCRIPTS: readonly string[] = [EARLY_INPUT_SCRIPT, ENTRY_LOADER_SCRIPT];
