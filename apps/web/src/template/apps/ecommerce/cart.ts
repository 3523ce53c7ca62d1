import { useSyncExternalStore } from 'react';
import { FREE_SHIPPING_FROM, type Product, productById, SHIPPING_FEE, TAX_RATE } from './products.js';

/** One line of the cart: a product and how many. */
export interface CartLine {
  id: string;
  quantity: number;
}

const KEY = 'katha-template-shop-cart';
/** The most of one product a cart takes (the stepper's maximum). */
export const MAX_QUANTITY = 10;

const listeners = new Set<() => void>();
let cache: CartLine[] | undefined;

function read(): CartLine[] {
  if (cache) return cache;
  let lines: CartLine[] = [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (Array.isArray(parsed))
      lines = parsed.filter(
        (line): line is CartLine =>
          typeof line?.id === 'string' &&
          productById(line.id) !== undefined &&
          Number.isInteger(line.quantity) &&
          line.quantity > 0,
      );
  } catch {
    // A broken value is an empty cart.
  }
  cache = lines;
  return lines;
}

function write(lines: CartLine[]) {
  cache = lines;
  try {
    localStorage.setItem(KEY, JSON.stringify(lines));
  } catch {
    // Storage full or refused: the cart still works until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    cache = undefined;
    listener();
  };
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

const clamp = (quantity: number) => Math.max(1, Math.min(MAX_QUANTITY, Math.round(quantity)));

export const cartActions = {
  add(id: string, quantity: number) {
    const lines = read();
    const line = lines.find((item) => item.id === id);
    write(
      line
        ? lines.map((item) => (item.id === id ? { id, quantity: clamp(item.quantity + quantity) } : item))
        : [...lines, { id, quantity: clamp(quantity) }],
    );
  },
  setQuantity(id: string, quantity: number) {
    write(read().map((item) => (item.id === id ? { id, quantity: clamp(quantity) } : item)));
  },
  remove(id: string) {
    write(read().filter((item) => item.id !== id));
  },
  clear() {
    write([]);
  },
};

/**
 * The cart, kept in localStorage: `undefined` on the server and while hydrating (the server's HTML
 * and the first render agree), the stored lines right after.
 */
export function useCart(): readonly CartLine[] | undefined {
  return useSyncExternalStore(subscribe, read, () => undefined);
}

export interface CartTotals {
  lines: { product: Product; quantity: number; total: number }[];
  count: number;
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
}

/** The cart's lines with their products, and its subtotal, tax, delivery and total (rupees). */
export function totalsOf(cart: readonly CartLine[], locale: string): CartTotals {
  const lines = cart.flatMap((line) => {
    const product = productById(line.id, locale);
    return product ? [{ product, quantity: line.quantity, total: product.price * line.quantity }] : [];
  });
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const tax = Math.round(subtotal * TAX_RATE * 100) / 100;
  const shipping = subtotal === 0 || subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    tax,
    shipping,
    total: subtotal + tax + shipping,
  };
}
