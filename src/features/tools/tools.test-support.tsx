import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { http, HttpResponse } from 'msw';

import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { useLanguageStore, type LanguageCode } from '../../i18n';
import { useToastStore } from '../../ui/toast/toastStore';
import { installTestVault } from '../../vault/testing/vault.test-support';
import { installTestI18n, type TestI18n } from '../../i18n/i18n.test-support';

/**
 * The Tools sections' tests: the real vault (fake IndexedDB), English, and an API on msw/node
 * whose answers each test sets (`answer`) or turns off (`offline`). Requests are recorded.
 */
let texts: TestI18n | undefined;

function loaded(): TestI18n {
  if (!texts) throw new Error('call installToolsHooks() first');
  return texts;
}

export const requests: { path: string; body: Record<string, unknown> }[] = [];

type Reply = Record<string, unknown> | 'offline' | 500;
const replies = new Map<string, Reply>();

/** What the API answers to POST `path` from now on (`'offline'` is a network error). */
export function answer(path: string, reply: Reply): void {
  replies.set(path, reply);
}

export const server = setupServer(
  http.post('*/api/:endpoint', async ({ request, params }) => {
    const path = `/api/${String(params.endpoint)}`;
    requests.push({ path, body: (await request.json()) as Record<string, unknown> });
    const reply = replies.get(path) ?? 500;
    if (reply === 'offline') return HttpResponse.error();
    if (reply === 500) return HttpResponse.json({ message: 'down' }, { status: 500 });
    return HttpResponse.json(reply);
  }),
);

export function installToolsHooks(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  texts = installTestI18n('tools');
  installTestVault('watchlist', 'outbox', 'settings');
  afterAll(() => server.close());
  beforeEach(async () => {
    requests.length = 0;
    replies.clear();
    useLanguageStore.setState({ language: 'en' });
    await loaded().i18n().changeLanguage('en');
    useToastStore.setState({ current: null });
  });
  afterEach(() => server.resetHandlers());
}

export async function switchLanguage(language: LanguageCode): Promise<void> {
  useLanguageStore.setState({ language });
  await loaded().i18n().changeLanguage(language);
  await loaded().i18n().loadNamespaces(['tools']);
}

export function renderSection(section: ReactElement) {
  return loaded().renderWithI18n(section);
}

/**
 * A section's text box and its button, by their accessible names, and `submit(text)`, which types
 * the text and presses the button as a user would.
 */
export function textForm(fieldName: string, buttonName: string) {
  const field = () => screen.getByRole('textbox', { name: fieldName });
  const button = () => screen.getByRole('button', { name: buttonName });
  async function submit(text: string): Promise<void> {
    const user = userEvent.setup();
    await user.type(field(), text);
    await user.click(button());
  }
  return { field, button, submit };
}
