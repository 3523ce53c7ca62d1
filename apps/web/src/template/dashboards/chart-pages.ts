// The area's pages that draw charts, in ONE chunk (./pages.tsx imports this file for all three):
// the web build puts a module that five or more chunks share into the `common` chunk every page
// loads (vite.config.ts, codeSplitting groups), so Chart.js, imported by the studio's charts, the
// /charts pages and these, must not be imported by one chunk per page here.
export { default as EcommerceDashboard } from './ecommerce.js';
export { default as ModernDashboard } from './modern.js';
export { default as WidgetCharts } from './widget-charts.js';
