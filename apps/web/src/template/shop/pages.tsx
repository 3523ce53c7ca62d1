import { lazy } from 'react';
import type { TemplatePages } from '../registry.js';

/** Each page is a chunk of its own, loaded with its route only. */
const ShopPage = lazy(() => import('./shop-page.js'));
const DetailPage = lazy(() => import('./detail-page.js'));
const ListPage = lazy(() => import('./list-page.js'));
const CheckoutPage = lazy(() => import('./checkout-page.js'));

/** The pages of the shop app (/apps/ecommerce/*), by the patterns of ./paths.ts. */
export const SHOP_PAGES: TemplatePages = {
  '/apps/ecommerce/shop': ShopPage,
  '/apps/ecommerce/detail/:id': DetailPage,
  '/apps/ecommerce/list': ListPage,
  '/apps/ecommerce/checkout': CheckoutPage,
};
