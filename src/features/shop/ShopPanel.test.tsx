import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider, initI18n, useLanguageStore } from '../../i18n';
import { getVaultDatabase, isVaultOpen, readMeta, unlockWithCode } from '../../vault';
import { useSession } from '../../vault/session';
import { setMinimalKdfForTests } from '../../vault/vault';
import { ShopPanel } from './ShopPanel';

let i18n: Awaited<ReturnType<typeof initI18n>>;

async function openVault() {
  if (!isVaultOpen()) expect(await unlockWithCode('77777')).toBe('real');
  useSession.getState().unlock();
}

beforeAll(async () => {
  i18n = await initI18n();
  await i18n.loadNamespaces(['shop']);
  setMinimalKdfForTests();
  await openVault();
});

beforeEach(async () => {
  await openVault();
  await getVaultDatabase().meta.delete('cart');
  useLanguageStore.setState({ language: 'en' });
});

function renderPanel() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ShopPanel />
    </I18nextProvider>,
  );
}

const productTitles = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('Shop tab', () => {
  it('shows the six products with prices in pounds, and filters by category', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(productTitles()).toHaveLength(6);
    expect(screen.getByText('£45')).toBeInTheDocument();
    expect(screen.getByText(/^£10\s*–\s*£100$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apparel' }));
    expect(screen.getByRole('button', { name: 'Apparel' })).toHaveAttribute('aria-pressed', 'true');
    expect(productTitles()).toEqual(['Survivor Hoodie', 'Strength T-Shirt']);
    await user.click(screen.getByRole('button', { name: 'Gifts' }));
    expect(productTitles()).toEqual(['Gift Card']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(productTitles()).toHaveLength(6);
  });

  it('Add to Cart becomes a disabled "Added"; the cart summary totals and is kept in the vault', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.queryByRole('button', { name: 'Complete Purchase' })).toBeNull();
    const [hoodie, tshirt] = screen.getAllByRole('button', { name: 'Add to Cart' });
    await user.click(hoodie!);
    await user.click(tshirt!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Added' })).toHaveLength(2));
    for (const added of screen.getAllByRole('button', { name: 'Added' })) {
      expect(added).toBeDisabled();
    }
    expect(screen.getByRole('heading', { name: 'Cart Summary' })).toBeInTheDocument();
    expect(screen.getByText('Total: £70.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Purchase' })).toBeInTheDocument();
    expect(await readMeta('cart')).toEqual(['hoodie', 'tshirt']);
  });

  it('Visit Store is not offered while no store address is configured', () => {
    renderPanel();
    expect(screen.queryByRole('link', { name: 'Visit Store' })).toBeNull();
  });

  it('Visit Store opens the configured https store in a new tab, without opener or referrer', () => {
    vi.stubEnv('VITE_STORE_URL', 'https://store.example.org/survivors');
    try {
      renderPanel();
      const link = screen.getByRole('link', { name: 'Visit Store' });
      expect(link).toHaveAttribute('href', 'https://store.example.org/survivors');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('a store address that is not https is never offered', () => {
    vi.stubEnv('VITE_STORE_URL', 'http://store.example.org/');
    try {
      renderPanel();
      expect(screen.queryByRole('link', { name: 'Visit Store' })).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('formats prices in the user’s language', async () => {
    useLanguageStore.setState({ language: 'de' });
    await i18n.changeLanguage('de');
    renderPanel();
    expect(screen.getByText(/45\s£/)).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
