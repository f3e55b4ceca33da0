/**
 * Test support for live location (imported by tests only): libsodium, ready before the file's
 * tests (the contact's page opens positions with it), and a request as a fake network keeps it.
 */
import sodiumModule from 'libsodium-wrappers-sumo';
import { beforeAll } from 'vitest';

/** One request the phone sent, as the test's fake `fetch` recorded it. */
export interface SentRequest {
  method: string;
  url: string;
  body: string;
  /** The headers as JSON, where a test looks at them. */
  headers?: string;
}

/** Waits for libsodium before all tests of the file; returns it, for opening what was sent. */
export function installSodium(): typeof sodiumModule {
  beforeAll(async () => {
    await sodiumModule.ready;
  });
  return sodiumModule;
}
