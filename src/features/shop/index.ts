export { addToCart, useCart } from './cartRepository';
export { PRODUCTS, type Product, type ProductId, type ShopCategory } from './products';
