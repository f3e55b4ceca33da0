/**
 * The six built-in products (spec §3 Shop product). Titles, descriptions and features are
 * translated in locales/<lng>/shop.json under products.<id>; prices are pounds.
 */
import type { ShopProductId } from '../../../common/payments/prices';

export type ShopCategory = 'apparel' | 'empowerment' | 'accessories' | 'gifts';
export const SHOP_CATEGORIES: readonly ShopCategory[] = [
  'apparel',
  'empowerment',
  'accessories',
  'gifts',
];

export type ProductId = ShopProductId;

export interface Product {
  id: ProductId;
  type: 'physical' | 'digital';
  /** Pounds: one amount, or a range the buyer chooses in. */
  price: { min: number; max: number };
  rating: number;
  image: string;
  category: ShopCategory;
  /** How many translated features (products.<id>.feature1…n). */
  featureCount: 3;
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 'hoodie',
    type: 'physical',
    price: { min: 45, max: 45 },
    rating: 4.9,
    image: '🧥',
    category: 'apparel',
    featureCount: 3,
  },
  {
    id: 'tshirt',
    type: 'physical',
    price: { min: 25, max: 25 },
    rating: 4.8,
    image: '👕',
    category: 'apparel',
    featureCount: 3,
  },
  {
    id: 'toteBag',
    type: 'physical',
    price: { min: 18, max: 18 },
    rating: 4.7,
    image: '👜',
    category: 'accessories',
    featureCount: 3,
  },
  {
    id: 'stickerPack',
    type: 'physical',
    price: { min: 8, max: 8 },
    rating: 4.9,
    image: '✨',
    category: 'empowerment',
    featureCount: 3,
  },
  {
    id: 'cap',
    type: 'physical',
    price: { min: 22, max: 22 },
    rating: 4.6,
    image: '🧢',
    category: 'accessories',
    featureCount: 3,
  },
  {
    id: 'giftCard',
    type: 'digital',
    price: { min: 10, max: 100 },
    rating: 5,
    image: '🎁',
    category: 'gifts',
    featureCount: 3,
  },
];

export function productsIn(category: ShopCategory | 'all'): Product[] {
  return PRODUCTS.filter((p) => category === 'all' || p.category === category);
}

export function isProductId(value: unknown): value is ProductId {
  return PRODUCTS.some((p) => p.id === value);
}
