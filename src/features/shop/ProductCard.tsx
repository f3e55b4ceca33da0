import { Check, ShoppingCart, Star } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import type { Product } from './products';

interface ProductCardProps {
  product: Product;
  inCart: boolean;
  price: string;
  onAdd: () => void;
}

/** One product (spec §2 Shop): icon, title, type badge, description, rating, features, price. */
export function ProductCard({ product, inCart, price, onAdd }: ProductCardProps) {
  const { t } = useTranslation('shop');
  const key = `products.${product.id}` as const;
  const features = [1, 2, 3] as const;
  return (
    <Card as="li" className="shop-card">
      <span className="shop-image" aria-hidden>
        {product.image}
      </span>
      <h4>{t(`${key}.title`)}</h4>
      <span className={`shop-type shop-type-${product.type}`}>{t(`type.${product.type}`)}</span>
      <p>{t(`${key}.description`)}</p>
      <p className="shop-rating">
        <Star size={14} aria-hidden />{' '}
        <span dir="ltr">{t('rating', { rating: product.rating.toFixed(1) })}</span>
      </p>
      <ul className="shop-features">
        {features.map((n) => (
          <li key={n}>{t(`${key}.feature${n}`)}</li>
        ))}
      </ul>
      <p className="shop-price">{price}</p>
      <Button disabled={inCart} onClick={onAdd}>
        {inCart ? <Check size={16} aria-hidden /> : <ShoppingCart size={16} aria-hidden />}{' '}
        {inCart ? t('added') : t('addToCart')}
      </Button>
    </Card>
  );
}
