import { KathaButton } from '@katha/react/button';
import { KathaDataTable } from '@katha/react/data-table';
import type { DataTableColumn, DataTableSortDirection } from '@katha/ui/data-table';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../state/locale.js';
import { cartActions } from './cart.js';
import { type Product, productsIn } from './products.js';
import { categoryLabel, ShopFrame } from './shop-ui.js';
import '../../../generated/messages/web-template-shop.js';

/** /apps/ecommerce/list: the products as a table (sort, search, pages, selection) and the selection to the cart. */
export default function ListPage() {
  const i18n = useI18n();
  const products = productsIn(i18n.locale);
  const { t } = i18n;
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [sort, setSort] = useState<{ key: string; direction: DataTableSortDirection }>({
    key: 'added',
    direction: 'descending',
  });
  const [pageSize, setPageSize] = useState(5);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const columns = useMemo<DataTableColumn<Product>[]>(
    () => [
      { key: 'name', label: t('web-template-shop.col.name'), rowHeader: true, sortable: true },
      {
        key: 'category',
        label: t('web-template-shop.col.category'),
        sortable: true,
        value: (row) => categoryLabel(t, row.category),
      },
      { key: 'price', label: t('web-template-shop.col.price'), type: 'currency', sortable: true },
      {
        key: 'rating',
        label: t('web-template-shop.col.rating'),
        type: 'number',
        sortable: true,
        searchable: false,
        render: (row) => t('web-template-shop.col.ratingValue', { value: row.rating }),
      },
      { key: 'stock', label: t('web-template-shop.col.stock'), type: 'number', sortable: true },
      { key: 'added', label: t('web-template-shop.col.added'), type: 'date', sortable: true },
    ],
    [t],
  );
  const chosen = products.filter((product) => selected.includes(product.id));
  const value = chosen.reduce((sum, product) => sum + product.price, 0);
  const caption = t('web-template-shop.list.caption');
  return (
    <ShopFrame
      current="list"
      title={t('web-template-shop.list.title')}
      intro={t('web-template-shop.list.intro')}
    >
      <section className="template-card">
        <h2>{caption}</h2>
        <KathaDataTable
          label={caption}
          columns={columns}
          rows={products}
          selectable
          searchable
          selected={selected}
          sortKey={sort.key}
          sortDirection={sort.direction}
          pageSize={pageSize}
          page={page}
          onKathaSortChange={(event: CustomEvent<{ key: string; direction: DataTableSortDirection }>) =>
            setSort(event.detail)
          }
          onKathaSelectionChange={(event: CustomEvent<{ selected: string[] }>) => {
            setSelected(event.detail.selected);
            setStatus('');
          }}
          onKathaPageChange={(event: CustomEvent<{ page: number; pageSize: number }>) => {
            setPage(event.detail.page);
            setPageSize(event.detail.pageSize);
          }}
          onKathaFilterChange={() => setPage(1)}
        />
        <div className="shop-actions">
          <p className="shop-status">
            {t('web-template-shop.list.selected', { count: chosen.length, value: i18n.formatRupees(value) })}
          </p>
          <KathaButton
            type="button"
            disabled={chosen.length === 0}
            onClick={() => {
              for (const product of chosen) cartActions.add(product.id, 1);
              setStatus(t('web-template-shop.list.addedAll', { count: chosen.length }));
              setSelected([]);
            }}
          >
            {t('web-template-shop.list.addSelected')}
          </KathaButton>
        </div>
        <p className="shop-status" role="status">
          {status}
        </p>
      </section>
    </ShopFrame>
  );
}
