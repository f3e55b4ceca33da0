import { expect, test } from '../support/server';
import { reloadWithServerBack, serverState, unlockWithServerStopped } from '../support/offline';

/**
 * A report written with the server stopped says "Waiting to send", is sent exactly once after it
 * returns, and then says "Sent for review" (the new account's report waits for the moderator).
 */

interface ServerReports {
  /** A new account's report waits for review. */
  heldReports: { description: string }[];
  writes: Record<string, number>;
}

test('a report written offline arrives exactly once when the server is back', async ({
  page,
  privateServer,
}) => {
  test.setTimeout(180_000);
  const { shell, port } = await unlockWithServerStopped(page, privateServer);
  await shell.open('Community');
  const text = `Van parked outside the shelter ${Date.now()}`;
  await page.getByRole('combobox', { name: 'Category' }).selectOption('location');
  await page.getByRole('textbox', { name: 'Description' }).fill(text);
  await shell.button('Submit Report').click();
  await expect(page.getByRole('list', { name: 'Community alerts' }).getByText(text)).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item.getByText('Waiting to send')).toBeVisible();
  await expect(item.getByText('Sent for review')).toHaveCount(0);
  const indicator = page.getByRole('region', { name: 'Sync' });
  await expect(indicator).toContainText('Waiting to send: 1');

  await reloadWithServerBack(page, port, async (server) => {
    await shell.unlockByClicks();
    await expect
      .poll(
        async () => (await serverState<ServerReports>(page.request, server.url)).heldReports.length,
      )
      .toBe(1);
    await expect(indicator).toHaveCount(0);
    // Reload and unlock again: her report is still there, now sent for review, and nothing is
    // sent twice.
    await page.reload();
    await shell.unlockByClicks();
    await shell.open('Community');
    await expect(page.getByRole('list', { name: 'Community alerts' }).getByText(text)).toHaveCount(
      1,
    );
    await expect(item.getByText('Sent for review')).toBeVisible();
    const state = await serverState<ServerReports>(page.request, server.url);
    expect(state.writes['POST /api/community-reports']).toBe(1);
    expect(state.heldReports.map((r) => r.description)).toEqual([text]);
  });
});
