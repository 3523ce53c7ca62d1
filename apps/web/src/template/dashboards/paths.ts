/** The route patterns of the dashboards (/dashboards/*) and the widget pages (/widgets/*): src/routes.ts routes them to ./pages.tsx. */
export const DASHBOARD_PATHS: readonly string[] = [
  '/dashboards/modern',
  '/dashboards/ecommerce',
  '/widgets/cards',
  '/widgets/banners',
  '/widgets/charts',
];
