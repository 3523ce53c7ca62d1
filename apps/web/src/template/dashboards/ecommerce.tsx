import { KathaDataTable } from '@katha/react/data-table';
import { KathaList } from '@katha/react/list';
import type { DataTableColumn } from '@katha/ui/data-table';
import type { ListItem } from '@katha/ui/list';
import { useMemo } from 'react';
import { baseOptions } from '../../parts/charts/use-chart.js';
import { useI18n } from '../../state/locale.js';
import { TemplatePage } from '../shared/page.js';
import { DashChart } from './chart.js';
import { DASHBOARD_FRAME, Panel, StatCards, sum } from './parts.js';
import {
  type Order,
  type OrderStatus,
  RECENT_ORDERS,
  SHOP_MONTHS,
  SHOP_ORDERS,
  SHOP_REVENUE,
  SHOP_TOTALS,
  TOP_PRODUCTS,
} from './sample-data.js';
import '../../generated/messages/web-template-dashboards.js';

type I18n = ReturnType<typeof useI18n>;

const shortMonth = (i18n: I18n, date: string) =>
  i18n.formatDate(date, { month: 'short', year: '2-digit', timeZone: 'UTC' });
const longMonth = (i18n: I18n, date: string) =>
  i18n.formatDate(date, { month: 'long', year: 'numeric', timeZone: 'UTC' });

function statusLabel(t: I18n['t'], status: OrderStatus) {
  switch (status) {
    case 'paid':
      return t('web-template-dashboards.shop.status.paid');
    case 'shipped':
      return t('web-template-dashboards.shop.status.shipped');
    case 'delivered':
      return t('web-template-dashboards.shop.status.delivered');
    case 'refunded':
      return t('web-template-dashboards.shop.status.refunded');
  }
}

/** /dashboards/ecommerce: a sample shop's sales, recent orders and best sellers, in rupees per locale. */
export default function EcommerceDashboard() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const title = t('web-template-dashboards.shop.title');
  const period = t('web-template-dashboards.shop.sixMonths');
  return (
    <TemplatePage {...DASHBOARD_FRAME} title={title} intro={t('web-template-dashboards.shop.intro')}>
      <StatCards
        label={t('web-template-dashboards.shop.statsLabel')}
        stats={[
          {
            id: 'revenue',
            label: t('web-template-dashboards.shop.revenue'),
            value: i18n.formatRupees(SHOP_TOTALS.revenue),
            note: period,
          },
          {
            id: 'orders',
            label: t('web-template-dashboards.shop.orders'),
            value: formatNumber(SHOP_TOTALS.orders),
            note: period,
            tone: 'info',
          },
          {
            id: 'average',
            label: t('web-template-dashboards.shop.average'),
            value: i18n.formatRupees(SHOP_TOTALS.revenue / SHOP_TOTALS.orders),
            note: period,
            tone: 'success',
          },
          {
            id: 'customers',
            label: t('web-template-dashboards.shop.customers'),
            value: formatNumber(SHOP_TOTALS.customers),
            note: period,
            tone: 'secondary',
          },
        ]}
      />
      <div className="dash-grid">
        <Panel id="shop-revenue-heading" heading={t('web-template-dashboards.shop.revenueHeading')} wide>
          <RevenueChart />
        </Panel>
        <Panel id="shop-orders-heading" heading={t('web-template-dashboards.shop.recentOrders')}>
          <RecentOrders />
        </Panel>
        <Panel id="shop-products-heading" heading={t('web-template-dashboards.shop.topProducts')}>
          <TopProducts />
        </Panel>
      </div>
    </TemplatePage>
  );
}

function RevenueChart() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const revenue = t('web-template-dashboards.shop.revenue');
  const orders = t('web-template-dashboards.shop.orders');
  const labels = SHOP_MONTHS.map((month) => shortMonth(i18n, month));
  const money = i18n.formatRupees;
  return (
    <DashChart
      id="chart-shop-revenue"
      title={t('web-template-dashboards.shop.revenueTitle')}
      summary={t('web-template-dashboards.shop.revenueSummary', {
        first: longMonth(i18n, SHOP_MONTHS[0]!),
        last: longMonth(i18n, SHOP_MONTHS.at(-1)!),
        total: money(sum(SHOP_REVENUE)),
        orders: sum(SHOP_ORDERS),
      })}
      build={(colors) => ({
        type: 'bar',
        data: {
          labels,
          datasets: [
            { label: revenue, data: SHOP_REVENUE, backgroundColor: colors.primary, borderRadius: 4 },
          ],
        },
        options: baseOptions(colors, money),
      })}
      deps={[labels.join(), revenue, i18n.locale]}
      columns={[t('web-template-dashboards.month'), revenue, orders]}
      rows={SHOP_MONTHS.map((month, index) => ({
        key: month,
        header: longMonth(i18n, month),
        cells: [money(SHOP_REVENUE[index]!), formatNumber(SHOP_ORDERS[index]!)],
      }))}
    />
  );
}

function RecentOrders() {
  const { t } = useI18n();
  const columns = useMemo<DataTableColumn<Order>[]>(
    () => [
      { key: 'id', label: t('web-template-dashboards.shop.order'), rowHeader: true },
      { key: 'customer', label: t('web-template-dashboards.shop.customer') },
      { key: 'product', label: t('web-template-dashboards.shop.product') },
      { key: 'date', label: t('web-template-dashboards.shop.date'), type: 'date', sortable: true },
      {
        key: 'status',
        label: t('web-template-dashboards.shop.status.label'),
        value: (row) => statusLabel(t, row.status),
      },
      { key: 'amount', label: t('web-template-dashboards.shop.amount'), type: 'currency', sortable: true },
    ],
    [t],
  );
  return (
    <div data-testid="shop-orders">
      <KathaDataTable
        label={t('web-template-dashboards.shop.recentOrders')}
        columns={columns}
        rows={RECENT_ORDERS}
      />
    </div>
  );
}

function TopProducts() {
  const i18n = useI18n();
  const { t } = i18n;
  const items = useMemo<ListItem[]>(
    () =>
      TOP_PRODUCTS.map((product) => ({
        id: product.id,
        icon: 'star',
        primary: product.name,
        secondary: t('web-template-dashboards.shop.sold', { count: product.sold }),
        meta: i18n.formatRupees(product.revenue),
      })),
    [t, i18n],
  );
  return (
    <div data-testid="shop-products">
      <KathaList label={t('web-template-dashboards.shop.topProducts')} items={items} dividers />
    </div>
  );
}
