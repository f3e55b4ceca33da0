import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { PaymentsConfig } from '../../../api/contract';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { startShopCheckout } from '../subscription';
import { cartTotal, MAX_QUANTITY, type CartLine } from './cart';
import type { ProductId } from './products';

const QUANTITIES = Array.from({ length: MAX_QUANTITY }, (_, i) => i + 1);

/**
 * Shown once the cart holds something: each line with its quantity and "Remove", the total and
 * "Complete Purchase", which opens the payment provider's hosted checkout when the server has one
 * and says so plainly when it has not.
 */
export function CartSummary({
  cart,
  formatPounds,
  payments,
  onQuantity,
  onRemove,
}: {
  cart: readonly CartLine[];
  formatPounds: (amount: number) => string;
  /** undefined while asking, null when the server cannot be asked. */
  payments: PaymentsConfig | null | undefined;
  onQuantity: (id: ProductId, quantity: number) => void;
  onRemove: (id: ProductId) => void;
}) {
  const { t } = useTranslation('shop');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'notSetUp' | 'failed' | null>(null);
  if (cart.length === 0) return null;
  const total = cartTotal(cart);
  const amount = formatPounds(total.amount);

  const complete = async () => {
    setProblem(null);
    if (payments && !payments.checkout) {
      setProblem('notSetUp');
      return;
    }
    setBusy(true);
    const outcome = await startShopCheckout(cart);
    if (outcome !== 'redirecting') {
      setProblem(outcome === 'unavailable' ? 'notSetUp' : 'failed');
      setBusy(false);
    }
  };

  return (
    <Section title={t('cartTitle')}>
      <ul className="shop-cart">
        {cart.map((line) => {
          const product = t(`products.${line.id}.title`);
          return (
            <li key={line.id}>
              <span className="shop-cart-title">{product}</span>
              <select
                aria-label={t('quantity', { product })}
                value={line.quantity}
                onChange={(event) => onQuantity(line.id, Number(event.target.value))}
              >
                {QUANTITIES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
              <Button variant="outline" onClick={() => onRemove(line.id)}>
                <Trash2 size={16} aria-hidden /> {t('remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="shop-total">
        {total.from ? t('totalFrom', { amount }) : t('total', { amount })}
      </p>
      <Button variant="primary" disabled={busy} onClick={() => void complete()}>
        {t('completePurchase')}
      </Button>
      {problem && (
        <p role="alert" className="shop-error">
          {t(problem === 'notSetUp' ? 'checkoutMessage' : 'checkoutFailed')}
        </p>
      )}
    </Section>
  );
}
