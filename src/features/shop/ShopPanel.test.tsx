import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeDevice, type FakeDevice } from '../../platform/device/device.test-support';
import { useLanguageStore } from '../../i18n';
import { getVaultDatabase, readMeta } from '../../vault';
import { installTestVault } from '../../vault/testing/vault.test-support';
import { installTestI18n } from '../../i18n/i18n.test-support';
import { ShopPanel } from './ShopPanel';
import { useToastStore } from '../../ui/toast/toastStore';

let device: FakeDevice;

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's GET /api/payments/config, and what POST /api/shop/checkout answers. */
function serverSays(config: { checkout: boolean; storeUrl: string | null }, checkout?: Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/payments/config') return json(200, config);
    if (url === '/api/shop/checkout' && checkout) return checkout;
    throw new TypeError('offline');
  });
}

const { i18n, renderWithI18n } = installTestI18n('shop');
installTestVault();

beforeEach(async () => {
  await getVaultDatabase().meta.delete('cart');
  useLanguageStore.setState({ language: 'en' });
  fetchMock.mockReset();
  serverSays({ checkout: false, storeUrl: null });
  vi.stubGlobal('fetch', fetchMock);
  device = installFakeDevice();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPanel = () => renderWithI18n(<ShopPanel />);

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
    expect(await readMeta('cart')).toEqual([
      { id: 'hoodie', quantity: 1 },
      { id: 'tshirt', quantity: 1 },
    ]);
  });

  it('each cart line has a quantity she can change and a Remove button', async () => {
    const user = userEvent.setup();
    renderPanel();
    const [hoodie, tshirt] = screen.getAllByRole('button', { name: 'Add to Cart' });
    await user.click(hoodie!);
    await user.click(tshirt!);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Quantity: Survivor Hoodie' }),
      '3',
    );
    expect(await screen.findByText('Total: £160.00')).toBeInTheDocument();
    const lines = within(
      screen.getByRole('heading', { name: 'Cart Summary' }).parentElement!,
    ).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    await user.click(within(lines[0]!).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Total: £25.00')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Quantity: Survivor Hoodie' })).toBeNull();
    // The hoodie can be added again.
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(5);
    expect(await readMeta('cart')).toEqual([{ id: 'tshirt', quantity: 1 }]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cart Summary' })).toBeNull());
  });

  it('Complete Purchase without a payment provider says so and keeps the cart', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getAllByRole('button', { name: 'Add to Cart' })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Card payments are not set up on this server',
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/shop/checkout');
    expect(device.opened).toEqual([]);
    expect(await readMeta('cart')).toEqual([{ id: 'hoodie', quantity: 1 }]);
  });

  it('Complete Purchase with a provider sends the cart and opens the hosted checkout', async () => {
    const user = userEvent.setup();
    serverSays(
      { checkout: true, storeUrl: null },
      json(200, { sessionId: 'cs_test_1', url: 'https://checkout.example/c/pay/cs_test_1' }),
    );
    renderPanel();
    await user.click(screen.getAllByRole('button', { name: 'Add to Cart' })[0]!);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Quantity: Survivor Hoodie' }),
      '2',
    );
    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    await waitFor(() =>
      expect(device.opened).toEqual(['https://checkout.example/c/pay/cs_test_1']),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/shop/checkout')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ items: [{ id: 'hoodie', quantity: 2 }] });
  });

  it('a checkout that fails says nothing was charged and keeps the cart', async () => {
    const user = userEvent.setup();
    serverSays({ checkout: true, storeUrl: null }, json(502, { message: 'down' }));
    renderPanel();
    await user.click(screen.getAllByRole('button', { name: 'Add to Cart' })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment page could not be opened. Nothing was charged',
    );
    expect(device.opened).toEqual([]);
    expect(await readMeta('cart')).toEqual([{ id: 'hoodie', quantity: 1 }]);
  });

  it('Visit Store, while the server names no store, says so and opens nothing', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPanel();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Visit Store' }));
    expect(open).not.toHaveBeenCalled();
    expect(useToastStore.getState().current?.title).toBe('No store address');
  });

  it('Visit Store opens the server’s store in a new tab, without opener or referrer', async () => {
    const user = userEvent.setup();
    serverSays({ checkout: false, storeUrl: 'https://store.example.org/survivors' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Visit Store' }));
    expect(open).toHaveBeenCalledWith(
      'https://store.example.org/survivors',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('a store address that is not https is never opened', async () => {
    const user = userEvent.setup();
    serverSays({ checkout: false, storeUrl: 'http://store.example.org/' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPanel();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(screen.getByRole('button', { name: 'Visit Store' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('formats prices in the user’s language', async () => {
    useLanguageStore.setState({ language: 'de' });
    await i18n().changeLanguage('de');
    renderPanel();
    expect(screen.getByText(/45\s£/)).toBeInTheDocument();
    await i18n().changeLanguage('en');
  });
});
