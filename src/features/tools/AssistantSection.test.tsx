import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeLocale } from '../../platform/device/locale.test-support';
import { AssistantSection } from './AssistantSection';
import {
  answer,
  installToolsHooks,
  renderSection,
  requests,
  switchLanguage,
  textForm,
} from './tools.test-support';

installToolsHooks();
// A device in the UK: the fallback names 999.
beforeEach(() => {
  installFakeLocale();
});

const { field, button: askButton, submit: ask } = textForm('Ask the assistant', 'Ask');

describe('Tools: AI safety assistant', () => {
  it('disables Ask for an empty or blank question', async () => {
    const user = userEvent.setup();
    renderSection(<AssistantSection />);
    expect(askButton()).toBeDisabled();
    await user.type(field(), '   ');
    expect(askButton()).toBeDisabled();
  });

  it('shows the answer under the question, sent with the UI language', async () => {
    answer('/api/ai-assistant', { response: 'Meet in a public place and tell a friend.' });
    renderSection(<AssistantSection />);
    await ask(' How do I stay safe on a date? ');
    expect(
      await screen.findByText('Meet in a public place and tell a friend.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You asked: How do I stay safe on a date?')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        path: '/api/ai-assistant',
        body: { query: 'How do I stay safe on a date?', language: 'en' },
      },
    ]);
  });

  it.each([
    ['offline', 'offline' as const],
    ['a server error', 500 as const],
    ['an empty answer', { response: '  ' }],
  ])('with %s, answers with the fallback and the region’s number', async (_, reply) => {
    answer('/api/ai-assistant', reply);
    renderSection(<AssistantSection />);
    await ask('Someone is following me');
    const fallback = await screen.findByText(/The assistant cannot be reached right now/);
    expect(fallback).toHaveTextContent('If you are in danger, call 999 now.');
    expect(screen.queryByText(/error/i)).toBeNull();
    expect(requests.map((r) => r.path)).toEqual(['/api/ai-assistant']);
  });

  it('in Arabic, isolates the fallback’s numbers left to right', async () => {
    await switchLanguage('ar');
    answer('/api/ai-assistant', 'offline');
    const user = userEvent.setup();
    renderSection(<AssistantSection />);
    await user.type(screen.getByRole('textbox', { name: 'اسأل المساعد' }), 'هل أنا بأمان؟');
    await user.click(screen.getByRole('button', { name: 'اسأل' }));
    const fallback = await screen.findByText(/لا يمكن الوصول إلى المساعد الآن/);
    const isolated = [...fallback.querySelectorAll('bdi[dir="ltr"]')].map((el) => el.textContent);
    expect(isolated).toEqual(['999', '999', '112', '911']);
  });

  it('shows a typed HTML payload as text, never as markup', async () => {
    answer('/api/ai-assistant', { response: 'Stay safe.' });
    const { container } = renderSection(<AssistantSection />);
    await ask('<img src=x onerror=alert(1)>');
    await waitFor(() =>
      expect(container.querySelector('.tools-query')).toHaveTextContent(
        'You asked: <img src=x onerror=alert(1)>',
      ),
    );
    expect(container.querySelector('img')).toBeNull();
  });
});
