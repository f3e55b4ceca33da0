/**
 * How long a test that starts PGlite (PostgreSQL in WebAssembly) may run before it counts as hung.
 * A start takes seconds on a quiet machine and over a minute on a loaded 2-core one; no test
 * asserts speed (bench/ measures it), so only a hang should trip this.
 */
export const STARTS_DATABASE_MS = 300_000;
