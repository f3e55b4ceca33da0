// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getVaultDatabase } from './index';
import { openTestVault } from './testing/vault.test-support';
import { onVaultWrite } from './writeSignal';

describe('onVaultWrite', () => {
  it('calls back after each write to the open vault, until unsubscribed', async () => {
    await openTestVault();
    let writes = 0;
    const stop = onVaultWrite(() => writes++);
    await getVaultDatabase().journal.put({ id: 'j1', content: 'note', createdAt: 1 });
    await expect.poll(() => writes).toBeGreaterThan(0);
    stop();
    const seen = writes;
    await getVaultDatabase().journal.put({ id: 'j2', content: 'note', createdAt: 2 });
    await getVaultDatabase().journal.get('j2');
    expect(writes).toBe(seen);
  });
});
