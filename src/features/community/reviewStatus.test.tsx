import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setMockModeration } from '../../../mock-api/handlers';
import { server } from '../../../mock-api/node';
import { mockState } from '../../../mock-api/state';
import { useLanguageStore } from '../../i18n';
import { installTestI18n } from '../../i18n/i18n.test-support';
import { setupOutboxHarness } from '../../sync/outbox/harness.test-support';
import { outboxIdle, pullAgain } from '../../sync/outbox/lifecycle';
import { CommunityPanel } from './CommunityPanel';

/**
 * Issue 24, item 10: the server holds the reports of new accounts for its moderator. Her own
 * report never looks published before it is: "Waiting to send" until delivered, "Sent for review"
 * while held, nothing once public, "Not published" when the moderator refused it.
 */

const h = setupOutboxHarness();
const TOKEN = 'operator-token-for-the-client-tests-0123';
const DAY_MS = 24 * 60 * 60 * 1000;

const { renderWithI18n } = installTestI18n('community');

beforeEach(() => {
  useLanguageStore.setState({ language: 'en' });
  setMockModeration({ moderation: { holdAccountsYoungerThanMs: DAY_MS }, operatorToken: TOKEN });
  // The dev account was made just now: its reports are held.
  mockState().createdAt = new Date().toISOString();
});

afterEach(() => {
  setMockModeration(null);
});

async function send(description: string) {
  const user = userEvent.setup();
  renderWithI18n(<CommunityPanel />);
  await user.type(screen.getByRole('textbox', { name: 'Description' }), description);
  await user.click(screen.getByRole('button', { name: 'Submit Report' }));
  const alerts = await screen.findByRole('list', { name: 'Community alerts' });
  const item = (await within(alerts).findByText(description)).closest('li');
  if (!item) throw new Error('the report is not in the list');
  return item;
}

/** The outbox sends what is queued (its vault updates re-render the list). */
async function deliver() {
  await act(async () => {
    h.start();
    await h.settle();
  });
}

async function decide(action: 'approve' | 'reject') {
  const [id] = [...mockState().data.reportReviews.keys()];
  const res = await fetch(`http://localhost/api/operator/reports/${id}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.status).toBe(200);
}

describe('her own report', () => {
  it('says "Waiting to send", then "Sent for review", and nothing once the moderator published it', async () => {
    const item = await send('Grey van at the school gate');
    await waitFor(() => expect(item).toHaveTextContent('Waiting to send'));
    expect(item).not.toHaveTextContent('Sent for review');

    await deliver();
    await waitFor(() => expect(item).toHaveTextContent('Sent for review'));
    expect(item).not.toHaveTextContent('Waiting to send');
    // Others do not see it.
    const list = await fetch('http://localhost/api/community-reports');
    expect(await list.json()).toEqual([]);

    await decide('approve');
    await act(async () => {
      pullAgain(['communityReports']);
      await outboxIdle();
    });
    await waitFor(() => expect(item).not.toHaveTextContent('Sent for review'));
    expect(item).toHaveTextContent('Grey van at the school gate');
    expect(item).toHaveTextContent('Just now');
  });

  it('says "Not published" when the moderator refused it', async () => {
    const item = await send('Buy cheap followers');
    await deliver();
    await waitFor(() => expect(item).toHaveTextContent('Sent for review'));
    await decide('reject');
    await act(async () => {
      pullAgain(['communityReports']);
      await outboxIdle();
    });
    await waitFor(() => expect(item).toHaveTextContent('Not published'));
    expect(item).not.toHaveTextContent('Sent for review');
  });

  it('shows nothing more once sent when the server published it at once (an account older than a day)', async () => {
    mockState().createdAt = new Date(Date.now() - 2 * DAY_MS).toISOString();
    const item = await send('Fake charity collector');
    await deliver();
    await waitFor(() => expect(item).not.toHaveTextContent('Waiting to send'));
    expect(item).not.toHaveTextContent('Sent for review');
    expect(item).not.toHaveTextContent('Not sent');
  });

  it('says "Not sent" when the server refused it for good, never "Sent for review"', async () => {
    server.use(
      http.post('*/api/community-reports', () =>
        HttpResponse.json({ message: 'No.' }, { status: 400 }),
      ),
    );
    const item = await send('Something the server refuses');
    await deliver();
    await waitFor(() => expect(item).toHaveTextContent('Not sent'));
    expect(item).not.toHaveTextContent('Sent for review');
  });
});
