import { afterEach, describe, expect, it } from 'vitest';
import { newLiveSecrets } from '../../features/emergency/location/liveCrypto';
import { fake, TOKEN } from '../push.test-support';
import { startPushControls } from '../pushControls';
import { liveLinkOf } from './link';
import englishTexts from '../../../locales/en/follow.json';

/**
 * The live page's notifications (issue 26): a link that came in one of the server's alerts carries
 * the contact's own token as `?c=`; the page then offers the same "Turn on notifications" as the
 * contact's page, for that token.
 */
const english = englishTexts as Record<string, unknown>;
const t = (key: string) =>
  String(
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], english),
  );

afterEach(() => document.body.replaceChildren());

describe('notifications on the live location page', () => {
  const { id, key } = newLiveSecrets();

  it('reads the contact’s token from ?c=, and none from a link without a whole one', () => {
    expect(liveLinkOf(`/follow/${id}`, `#${key}`, `?c=${TOKEN}`)).toEqual({
      id,
      key,
      contact: TOKEN,
    });
    for (const search of ['', '?c=', `?c=${TOKEN.slice(0, 30)}`, `?x=${TOKEN}`])
      expect(liveLinkOf(`/follow/${id}`, `#${key}`, search)?.contact, search).toBeNull();
  });

  it('offers "Turn on notifications" for the contact’s token and turns them on', async () => {
    const f = fake();
    const root = document.createElement('section');
    document.body.append(root);
    await startPushControls(root, t, f.env, TOKEN, { compact: true });
    expect(root.querySelector('h2')?.textContent).toBe('Alerts');
    expect(root.querySelector('h1')).toBeNull();
    const on = [...root.querySelectorAll('button')].find(
      (b) => b.textContent === 'Turn on notifications',
    )!;
    expect(on.hidden).toBe(false);
    on.click();
    await expect
      .poll(() => root.querySelector('[role="status"]')?.textContent)
      .toBe('Notifications are on. This device will alert you when they raise an alarm.');
    const calls = f.fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(calls).toContain(`POST /api/follow/${TOKEN}/push`);
    // The key of her live location never goes with it.
    expect(JSON.stringify(f.fetch.mock.calls)).not.toContain(key);
  });
});
