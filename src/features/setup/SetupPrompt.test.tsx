import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../i18n';
import { installTestI18n } from '../../i18n/i18n.test-support';
import { getVaultDatabase, readMeta, writeMeta } from '../../vault';
import { openTestVault } from '../../vault/testing/vault.test-support';
import { SetupPrompt } from './SetupPrompt';
import { SUGGEST_EVERY_MS } from './suggestion';

const { renderWithI18n } = installTestI18n('vault');

beforeEach(async () => {
  await openTestVault();
  await getVaultDatabase().meta.delete('setup');
  useLanguageStore.setState({ language: 'en' });
});

const RESERVED = ['77777', '11111'];

/** Renders the prompt as an unlock does, and waits until it has read (and written) its state. */
async function unlock() {
  const view = renderWithI18n(<SetupPrompt reservedCodes={RESERVED} />);
  // The store answers in order: once a later read is answered, the prompt's own read and write
  // have been, and React has the result.
  await act(async () => {
    await readMeta('setup');
    await readMeta('setup');
  });
  return view;
}

const suggestion = () => screen.queryByText('Anyone can open this with 77777.');
const card = () => screen.queryByRole('region', { name: 'Choose your own code' });

describe('SetupPrompt', () => {
  it('first unlock: one line with a button, no card', async () => {
    await unlock();
    expect(suggestion()).toBeInTheDocument();
    expect(screen.getByRole('note')).toContainElement(
      screen.getByRole('button', { name: 'Choose your code' }),
    );
    expect(card()).not.toBeInTheDocument();
    expect((await readMeta('setup'))?.suggestedAt).toEqual(expect.any(Number));
  });

  it('shows at most once a day: not on a second unlock the same day, again a day later', async () => {
    (await unlock()).unmount();
    expect(suggestion()).not.toBeInTheDocument();

    (await unlock()).unmount();
    expect(suggestion()).not.toBeInTheDocument();

    const stored = await readMeta('setup');
    await writeMeta('setup', { done: false, suggestedAt: stored!.suggestedAt! - SUGGEST_EVERY_MS });
    await unlock();
    expect(suggestion()).toBeInTheDocument();
    expect(card()).not.toBeInTheDocument();
  });

  it('never once her own code is set', async () => {
    await writeMeta('setup', { done: true });
    await unlock();
    expect(suggestion()).not.toBeInTheDocument();
    expect(card()).not.toBeInTheDocument();
  });

  it('its button opens the card, which takes the focus; Not now closes card and line', async () => {
    const user = userEvent.setup();
    await unlock();
    await user.click(screen.getByRole('button', { name: 'Choose your code' }));
    expect(card()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose your own code' })).toHaveFocus();
    expect(suggestion()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(card()).not.toBeInTheDocument();
    expect(suggestion()).not.toBeInTheDocument();
  });
});
