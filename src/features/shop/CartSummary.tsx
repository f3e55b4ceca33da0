import { useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { cartTotal } from './cart';
import type { ProductId } from './products';
import { storeUrl } from './storeLink';

/** Shown once the cart holds something: its items, the total and "Complete Purchase". */
export function CartSummary({
  cart,
  formatPounds,
}: {
  cart: readonly ProductId[];
  formatPounds: (amount: number) => string;
}) {
  const { t } = useTranslation('shop');
  if (cart.length === 0) return null;
  const total = cartTotal(cart);
  const amount = formatPounds(total.amount);

  const complete = () => {
    const url = storeUrl();
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    else showToast({ title: t('checkoutTitle'), description: t('checkoutMessage') });
  };

  return (
    <Section title={t('cartTitle')}>
      <ul className="shop-cart">
        {cart.map((id) => (
          <li key={id}>{t(`products.${id}.title`)}</li>
        ))}
      </ul>
      <p className="shop-total">
        {total.from ? t('totalFrom', { amount }) : t('total', { amount })}
      </p>
      <button type="button" className="shop-primary" onClick={complete}>
        {t('completePurchase')}
      </button>
    </Section>
  );
}
