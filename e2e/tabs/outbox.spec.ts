import { Journal, uniqueMarker } from '../support/profile';
import { expect, test } from '../support/server';
import { reloadWithServerBack, serverState, unlockWithServerStopped } from '../support/offline';

/**
 * The outbox in a real browser: journal entries saved while the server is down survive a reload,
 * and once the server is back each reaches it exactly once, as ciphertext.
 */

interface ServerJournal {
  journal: { id: string; content: string }[];
  writes: Record<string, number>;
}

test('journal entries saved with the server stopped arrive exactly once after it starts', async ({
  page,
  privateServer,
}) => {
  test.setTimeout(180_000);
  const { shell, port } = await unlockWithServerStopped(page, privateServer);
  const journal = new Journal(shell);
  await journal.open();
  const texts = [1, 2, 3].map((n) => `Entry ${n} ${uniqueMarker()}`);
  for (const text of texts) await journal.write(text);
  const indicator = page.getByRole('region', { name: 'Sync' });
  await expect(indicator).toContainText('Waiting to send: 3');
  await expect(indicator).toContainText('Offline');

  // A reload: the page starts locked, the calls wait sealed in the vault.
  await reloadWithServerBack(page, port, async (server) => {
    await shell.unlockByClicks();
    await expect
      .poll(async () => (await serverState<ServerJournal>(page.request, server.url)).journal.length)
      .toBe(3);
    await expect(indicator).toHaveCount(0);

    // Once more, to be sure nothing is sent twice: reload, unlock, let it pull and settle.
    await page.reload();
    await shell.unlockByClicks();
    await journal.open();
    await expect(journal.entries).toHaveCount(3);
    const state = await serverState<ServerJournal>(page.request, server.url);
    expect(state.writes['POST /api/journal']).toBe(3);
    expect(state.journal).toHaveLength(3);
    for (const entry of state.journal) {
      expect(entry.content).toMatch(/^cp1\.[A-Za-z0-9_-]+$/);
      for (const text of texts) expect(entry.content).not.toContain(text.split(' ').pop());
    }
    for (const text of texts)
      await expect(journal.entries.filter({ hasText: text })).toHaveCount(1);
  });
});
