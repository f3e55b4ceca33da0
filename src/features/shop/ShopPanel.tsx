import { ExternalLink } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLanguageStore, useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { usePaymentsConfig } from '../subscription';
import { CartSummary } from './CartSummary';
import { addToCart, removeFromCart, setQuantity, useCart, type CartWrite } from './cartRepository';
import { ProductCard } from './ProductCard';
import { productsIn, SHOP_CATEGORIES, type ShopCategory } from './products';
import { usePriceFormat } from './usePriceFormat';
import './shop.css';
import { openInNewTab } from '../../platform/page/navigation';

/** The Shop tab (spec §2): banner, category filters, product grid, cart summary, closing message. */
export function ShopPanel() {
  const { t } = useTranslation('shop');
  const [category, setCategory] = useState<ShopCategory | 'all'>('all');
  const cart = useCart();
  const formatPrice = usePriceFormat();
  const language = useLanguageStore((s) => s.language);
  const formatPounds = useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'GBP' });
    return (amount: number) => format.format(amount);
  }, [language]);
  // Our own server says where the store is (STORE_URL) and whether it can take payments.
  const payments = usePaymentsConfig();
  const store = payments?.storeUrl ?? null;

  const write = async (change: Promise<CartWrite>, failed: 'addFailed' | 'cartFailed') => {
    const result = await change;
    if (!result.ok) showToast({ title: t(failed), variant: 'destructive' });
  };

  return (
    <div className="shop">
      <Section title={t('bannerTitle')}>
        <p>{t('bannerMessage')}</p>
        {/* Always there (spec §2); it opens only an address our server names, never a default. */}
        <Button
          variant="primary"
          onClick={() =>
            store
              ? openInNewTab(store)
              : showToast({ title: t('storeNotSetTitle'), description: t('storeNotSet') })
          }
        >
          <ExternalLink size={16} aria-hidden /> {t('visitStore')}
        </Button>
      </Section>
      <div className="shop-filters" role="group" aria-label={t('filtersLabel')}>
        {(['all', ...SHOP_CATEGORIES] as const).map((value) => (
          <Button key={value} aria-pressed={category === value} onClick={() => setCategory(value)}>
            {t(`category.${value}`)}
          </Button>
        ))}
      </div>
      <ul className="shop-grid" aria-label={t('productsLabel')}>
        {productsIn(category).map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            inCart={cart.some((line) => line.id === product.id)}
            price={formatPrice(product.price)}
            onAdd={() => void write(addToCart(product.id), 'addFailed')}
          />
        ))}
      </ul>
      <CartSummary
        cart={cart}
        formatPounds={formatPounds}
        payments={payments}
        onQuantity={(id, quantity) => void write(setQuantity(id, quantity), 'cartFailed')}
        onRemove={(id) => void write(removeFromCart(id), 'cartFailed')}
      />
      <p className="shop-closing">{t('closing')}</p>
    </div>
  );
}
