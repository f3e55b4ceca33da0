import { describe, expect, it } from 'vitest';
import { cartTotal, cleanCart, withProduct } from './cart';
import { PRODUCTS, productsIn } from './products';

describe('cart', () => {
  it('adds a product only once', () => {
    const once = withProduct([], 'hoodie');
    expect(withProduct(once, 'hoodie')).toEqual(['hoodie']);
    expect(withProduct(once, 'cap')).toEqual(['hoodie', 'cap']);
  });

  it('totals in pounds; the gift card counts from its lowest amount', () => {
    expect(cartTotal(['hoodie', 'tshirt'])).toEqual({ amount: 70, from: false });
    expect(cartTotal(['stickerPack', 'giftCard'])).toEqual({ amount: 18, from: true });
    expect(cartTotal([])).toEqual({ amount: 0, from: false });
  });

  it('drops unknown ids and repeats from a stored cart', () => {
    expect(cleanCart(['cap', 'gone', 'cap', 3, 'toteBag'])).toEqual(['cap', 'toteBag']);
  });
});

describe('products', () => {
  it('has the six built-in products at the spec’s prices', () => {
    expect(PRODUCTS.map((p) => [p.id, p.price.min, p.price.max])).toEqual([
      ['hoodie', 45, 45],
      ['tshirt', 25, 25],
      ['toteBag', 18, 18],
      ['stickerPack', 8, 8],
      ['cap', 22, 22],
      ['giftCard', 10, 100],
    ]);
  });

  it('filters by category', () => {
    expect(productsIn('all')).toHaveLength(6);
    expect(productsIn('apparel').map((p) => p.id)).toEqual(['hoodie', 'tshirt']);
    expect(productsIn('gifts').map((p) => p.id)).toEqual(['giftCard']);
  });
});
