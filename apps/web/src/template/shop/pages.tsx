import { lazy } from 'react';
import type { TemplatePages } from '../shared/registry.js';

/** Each page is a chunk of its own, loaded with its route only. */
const ShopPage = lazy(() => import('../apps/ecommerce/shop.js'));
const DetailPage = lazy(() => import('../apps/ecommerce/detail.js'));
const ListPage = lazy(() => import('../apps/ecommerce/list.js'));
const CheckoutPage = lazy(() => import('../apps/ecommerce/checkout.js'));

/** The pages of the shop app (/apps/ecommerce/*), by the patterns of ./paths.ts. */
export const SHOP_PAGES: TemplatePages = {
  '/apps/ecommerce/shop': ShopPage,
  '/apps/ecommerce/detail/:id': DetailPage,
  '/apps/ecommerce/list': ListPage,
  '/apps/ecommerce/checkout': CheckoutPage,
};
