import { ExternalLink } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLanguageStore, useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { CartSummary } from './CartSummary';
import { addToCart, useCart } from './cartRepository';
import { ProductCard } from './ProductCard';
import { productsIn, SHOP_CATEGORIES, type ProductId, type ShopCategory } from './products';
import { storeUrl } from './storeLink';
import { usePriceFormat } from './usePriceFormat';
import './shop.css';

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
  const store = storeUrl();

  const add = async (id: ProductId) => {
    const result = await addToCart(id);
    if (!result.ok) showToast({ title: t('addFailed'), variant: 'destructive' });
  };

  return (
    <div className="shop">
      <Section title={t('bannerTitle')}>
        <p>{t('bannerMessage')}</p>
        {store && (
          <a className="shop-store" href={store} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={16} aria-hidden /> {t('visitStore')}
          </a>
        )}
      </Section>
      <div className="shop-filters" role="group" aria-label={t('filtersLabel')}>
        {(['all', ...SHOP_CATEGORIES] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
          >
            {t(`category.${value}`)}
          </button>
        ))}
      </div>
      <ul className="shop-grid" aria-label={t('productsLabel')}>
        {productsIn(category).map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            inCart={cart.includes(product.id)}
            price={formatPrice(product.price)}
            onAdd={() => void add(product.id)}
          />
        ))}
      </ul>
      <CartSummary cart={cart} formatPounds={formatPounds} />
      <p className="shop-closing">{t('closing')}</p>
    </div>
  );
}
