import { describe, expect, it } from 'vitest';
import { cartTotal, cleanCart, withoutProduct, withProduct, withQuantity } from './cart';
import { PRODUCTS, productsIn, type ProductId } from './products';

describe('cart', () => {
  it('adds a product only once, as one line of quantity 1', () => {
    const once = withProduct([], 'hoodie');
    expect(withProduct(once, 'hoodie')).toEqual([{ id: 'hoodie', quantity: 1 }]);
    expect(withProduct(once, 'cap')).toEqual([
      { id: 'hoodie', quantity: 1 },
      { id: 'cap', quantity: 1 },
    ]);
  });

  it('changes a quantity between 1 and 10, and removes a line', () => {
    const cart = withProduct(withProduct([], 'hoodie'), 'cap');
    expect(withQuantity(cart, 'cap', 3)).toEqual([
      { id: 'hoodie', quantity: 1 },
      { id: 'cap', quantity: 3 },
    ]);
    expect(withQuantity(cart, 'cap', 0)[1]).toEqual({ id: 'cap', quantity: 1 });
    expect(withQuantity(cart, 'cap', 99)[1]).toEqual({ id: 'cap', quantity: 10 });
    expect(withoutProduct(cart, 'hoodie')).toEqual([{ id: 'cap', quantity: 1 }]);
    expect(withoutProduct(withoutProduct(cart, 'hoodie'), 'cap')).toEqual([]);
  });

  it('totals in pounds times the quantity; the gift card counts from its lowest amount', () => {
    const line = (id: ProductId, quantity = 1) => ({ id, quantity });
    expect(cartTotal([line('hoodie'), line('tshirt')])).toEqual({ amount: 70, from: false });
    expect(cartTotal([line('hoodie', 2), line('cap', 3)])).toEqual({ amount: 156, from: false });
    expect(cartTotal([line('stickerPack'), line('giftCard')])).toEqual({ amount: 18, from: true });
    expect(cartTotal([])).toEqual({ amount: 0, from: false });
  });

  it('reads older carts (bare ids) and drops unknown ids and repeats', () => {
    expect(cleanCart(['cap', 'gone', 'cap', 3, { id: 'toteBag', quantity: 2 }])).toEqual([
      { id: 'cap', quantity: 1 },
      { id: 'toteBag', quantity: 2 },
    ]);
    expect(
      cleanCart([
        { id: 'cap', quantity: 'lots' },
        { id: 'nope', quantity: 1 },
      ]),
    ).toEqual([{ id: 'cap', quantity: 1 }]);
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
