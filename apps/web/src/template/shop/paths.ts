/** The route patterns of the shop app (/apps/ecommerce/*): src/routes.ts routes them to ./pages.tsx. */
export const SHOP_PATHS: readonly string[] = [
  '/apps/ecommerce/shop',
  '/apps/ecommerce/detail/:id',
  '/apps/ecommerce/list',
  '/apps/ecommerce/checkout',
];
