import { expect, type Page, test } from '@playwright/test';
import { SetupDialog, test as profileTest } from '../support/profile';
import { SafetyShell } from '../support/shell';
import { itemAtLeast, timerAtLeast } from '../support/duration';

/**
 * The secret evidence panel, the fake call and the Tools tab's entries, in Chromium (fake camera,
 * microphone and screen: playwright.config.ts's flags let getDisplayMedia answer headless).
 */

async function openTab(page: Page, tab: 'Evidence' | 'Tools', firstTime = true) {
  const shell = new SafetyShell(page);
  await page.goto('/');
  await page.keyboard.type('77777');
  await expect(shell.tablist).toBeVisible({ timeout: 20_000 });
  if (firstTime) await new SetupDialog(page).notNow();
  await shell.open(tab);
  return shell;
}

const incoming = (page: Page) => page.getByRole('dialog', { name: 'Incoming call' });
const inCall = (page: Page) => page.getByRole('dialog', { name: 'Call in progress' });

// The server's one test account keeps its usage between tests: the free limits (audio 2, video 1)
// would otherwise depend on which tests ran before.
test.beforeEach(async ({ request }) => {
  await request.post('/api/__mock/reset');
});

test('the secret panel fake call opens, accepts, counts, and closes itself at 30 s', async ({
  page,
}) => {
  await page.clock.install();
  const shell = await openTab(page, 'Evidence');
  // The button is on screen before time stops: once (CI, under load) it was not yet, and with the
  // clock paused it never came (anything of its loading that waits for a timer waits for ever).
  await expect(shell.button('Start Fake Call')).toBeVisible();
  // Time stands still from here: the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await shell.button('Start Fake Call').click();
  await expect(incoming(page)).toBeVisible();
  await expect(incoming(page)).toContainText('Mom');
  await page.clock.runFor(4_000);
  await incoming(page).getByRole('button', { name: 'Accept', exact: true }).click();
  const timer = inCall(page).getByRole('timer');
  await expect(timer).toHaveText('0:00');
  await page.clock.runFor(7_000);
  await expect(timer).toHaveText('0:07');
  // 4 s ringing + 25 s in the call: one second left.
  await page.clock.runFor(18_000);
  await expect(timer).toHaveText('0:25');
  await expect(inCall(page)).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(inCall(page)).toHaveCount(0);
  await expect(shell.tablist).toBeVisible();
});

test('Tools: the fake call rings until declined; End Call ends an answered one; the evidence entry opens the Evidence tab', async ({
  page,
}) => {
  await page.clock.install();
  const shell = await openTab(page, 'Tools');
  await shell.button('Start Fake Call').click();
  await expect(incoming(page)).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(incoming(page)).toBeVisible();
  // The middle button does nothing.
  await incoming(page).getByRole('button', { name: 'Message', exact: true }).click();
  await expect(incoming(page)).toBeVisible();
  await incoming(page).getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(incoming(page)).toHaveCount(0);

  await shell.button('Start Fake Call').click();
  await shell.button('Accept').click();
  await shell.button('End Call').click();
  await expect(inCall(page)).toHaveCount(0);

  await shell.button('Open Evidence Recording').click();
  await expect(shell.tab('Evidence')).toHaveAttribute('aria-selected', 'true');
  await expect(shell.button('Start Recording')).toBeVisible();
});

test('an evidence note is saved only with text, survives a reload encrypted, and is deleted', async ({
  page,
}) => {
  let shell = await openTab(page, 'Evidence');
  const note = shell.panel.getByRole('textbox', { name: 'Evidence note' });
  await note.fill('   ');
  await expect(shell.button('Save Note')).toBeDisabled();
  await note.fill('He threw my phone, 21:40, kitchen');
  await shell.button('Save Note').click();
  const notes = shell.panel.getByRole('list', { name: 'Saved notes' }).getByRole('listitem');
  await expect(notes).toHaveCount(1);
  await expect(note).toHaveValue('');

  await page.reload();
  shell = await openTab(page, 'Evidence', false);
  await expect(notes).toHaveText(/He threw my phone, 21:40, kitchen/);
  await notes.getByRole('button', { name: /^Delete note:/ }).click();
  await expect(notes).toHaveCount(0);
});

profileTest('records the screen and plays it back', async ({ newProfile }) => {
  // A private server: the free plan's single video (screen counts as video) is this test's.
  const page = await newProfile().open();
  const shell = await openTab(page, 'Evidence');
  await shell.button('Screen').click();
  await shell.button('Start Recording').click();
  const timer = shell.panel.getByRole('timer');
  await expect(timer).toHaveText(/^0:(0[2-9]|[1-5]\d)$/, { timeout: 30_000 });
  await shell.button('Stop Recording').click();
  const item = shell.panel
    .getByRole('list', { name: 'Saved evidence' })
    .getByRole('listitem')
    .filter({ hasText: /^Screen recording · 0:(0[2-9]|[1-5]\d)/ });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => shell.panel.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
});

test('a secret recording goes on behind the calculator while locked, and is still running after the unlock', async ({
  page,
}) => {
  const shell = await openTab(page, 'Evidence');
  await shell.button('Record Audio Quietly').click();
  const timer = shell.panel.getByRole('timer');
  await expect(timer).toHaveText(/^0:(0[1-9]|[1-5]\d)$/, { timeout: 30_000 });
  // No toast of our own: the only sign is the browser's.
  await expect(shell.toasts.getByText(/Recording Started/)).toHaveCount(0);
  await shell.hide();
  // The lock drops the vault key; 3 s go by on the calculator (the browser keeps recording).
  await page.waitForTimeout(3_000);
  await page.keyboard.type('77777');
  await expect(shell.tablist).toBeVisible({ timeout: 20_000 });
  await shell.open('Evidence');
  await expect(shell.button('Stop Recording')).toBeEnabled();
  // The unlock (Argon2id) may take many seconds on a loaded machine: at least 4 s, no upper bound.
  await expect(timer).toHaveText(timerAtLeast(4));
  await shell.button('Stop Recording').click();
  const item = shell.panel
    .getByRole('list', { name: 'Saved evidence' })
    .getByRole('listitem')
    .filter({ hasText: itemAtLeast('Audio', 4) });
  await expect(item).toHaveCount(1);
  await expect(item).not.toContainText('Cut off');
  await item.getByRole('button', { name: 'Play', exact: true }).click();
  const player = shell.panel.locator('audio');
  await expect(player).toHaveJSProperty('readyState', 4, { timeout: 10_000 });
  // What was recorded while locked is in the item: more than the second before the lock.
  await expect
    .poll(() =>
      player.evaluate(async (audio: HTMLAudioElement) => {
        // webm from MediaRecorder has no duration until it is sought to the end.
        audio.currentTime = 1e6;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return audio.duration;
      }),
    )
    .toBeGreaterThan(3.5);
});
