import { KathaButton } from '@katha/react/button';
import { KathaCheckbox } from '@katha/react/checkbox';
import { KathaDrawer } from '@katha/react/drawer';
import { KathaEmptyState } from '@katha/react/empty-state';
import { KathaRadio } from '@katha/react/radio';
import { KathaRadioGroup } from '@katha/react/radio-group';
import { KathaRating } from '@katha/react/rating';
import { KathaSelect } from '@katha/react/select';
import { KathaSlider } from '@katha/react/slider';
import type { SelectOption } from '@katha/ui/select';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../state/locale.js';
import { AppLink } from '../../shared/app-link.js';
import { SearchField } from '../../shared/search-field.js';
import { cartActions } from './cart.js';
import { CATEGORIES, type Category, PRICE_MAX, type Product, productsIn } from './products.js';
import { categoryLabel, detailPath, ProductImage, ShopFrame } from './shop-ui.js';
import '../../../generated/messages/web-template-shop.js';

type Sort = 'newest' | 'priceLow' | 'priceHigh' | 'rating';

interface Filters {
  categories: readonly Category[];
  min: number;
  max: number;
  /** The fewest stars shown: 0 (any), 3 or 4. */
  stars: number;
}

const NO_FILTERS: Filters = { categories: [], min: 0, max: PRICE_MAX, stars: 0 };

const SORTS: Record<Sort, (a: Product, b: Product) => number> = {
  newest: (a, b) => b.added.localeCompare(a.added),
  priceLow: (a, b) => a.price - b.price,
  priceHigh: (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating || b.reviews.length - a.reviews.length,
};

/** The filters' controls: in the aside on wide screens, in a drawer on phones. */
function FilterControls({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <div className="shop-filters">
      <fieldset>
        <legend>{t('web-template-shop.filter.category')}</legend>
        {CATEGORIES.map((category) => (
          <KathaCheckbox
            key={category}
            value={category}
            checked={filters.categories.includes(category)}
            onKathaCheckboxChange={(event: CustomEvent<{ checked: boolean }>) =>
              onChange({
                ...filters,
                categories: event.detail.checked
                  ? [...filters.categories, category]
                  : filters.categories.filter((item) => item !== category),
              })
            }
          >
            {categoryLabel(t, category)}
          </KathaCheckbox>
        ))}
      </fieldset>
      <KathaSlider
        label={t('web-template-shop.filter.price')}
        range
        min={0}
        max={PRICE_MAX}
        step={50}
        valueStart={filters.min}
        valueEnd={filters.max}
        valueText={i18n.formatRupees}
        onKathaSliderChange={(event: CustomEvent<{ valueStart: number; valueEnd: number }>) =>
          onChange({ ...filters, min: event.detail.valueStart, max: event.detail.valueEnd })
        }
      />
      <KathaRadioGroup
        label={t('web-template-shop.filter.rating')}
        value={String(filters.stars)}
        onKathaRadioChange={(event: CustomEvent<{ value: string }>) =>
          onChange({ ...filters, stars: Number(event.detail.value) })
        }
      >
        <KathaRadio value="0">{t('web-template-shop.filter.anyRating')}</KathaRadio>
        <KathaRadio value="4">{t('web-template-shop.filter.stars', { count: 4 })}</KathaRadio>
        <KathaRadio value="3">{t('web-template-shop.filter.stars', { count: 3 })}</KathaRadio>
      </KathaRadioGroup>
      <KathaButton type="button" variant="text" onClick={() => onChange(NO_FILTERS)}>
        {t('web-template-shop.filter.clear')}
      </KathaButton>
    </div>
  );
}

function ProductCard({ product, onAdd }: { product: Product; onAdd: (product: Product) => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <li>
      <article className="shop-card">
        <AppLink href={detailPath(product.id)} aria-label={product.name}>
          <ProductImage product={product} />
        </AppLink>
        <div>
          <h3>
            <AppLink href={detailPath(product.id)}>{product.name}</AppLink>
          </h3>
          <p>
            {product.by} · {categoryLabel(t, product.category)}
          </p>
          <KathaRating value={product.rating} readonly />
        </div>
        <div className="shop-card__foot">
          <span className="shop-price">{i18n.formatRupees(product.price)}</span>
          <KathaButton
            type="button"
            size="sm"
            label={t('web-template-shop.addNamed', { name: product.name })}
            onClick={() => onAdd(product)}
          >
            {t('web-template-shop.add')}
          </KathaButton>
        </div>
      </article>
    </li>
  );
}

/** /apps/ecommerce/shop: the products in a grid with filters, sort, search and add to cart. */
export default function ShopPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>('newest');
  const [drawer, setDrawer] = useState(false);
  const [added, setAdded] = useState('');

  const sorts: SelectOption[] = useMemo(
    () => [
      { value: 'newest', label: t('web-template-shop.sort.newest') },
      { value: 'priceLow', label: t('web-template-shop.sort.priceLow') },
      { value: 'priceHigh', label: t('web-template-shop.sort.priceHigh') },
      { value: 'rating', label: t('web-template-shop.sort.rating') },
    ],
    [t],
  );

  const shown = useMemo(() => {
    const words = query.trim().toLocaleLowerCase(i18n.locale);
    return productsIn(i18n.locale)
      .filter(
        (product) =>
          (filters.categories.length === 0 || filters.categories.includes(product.category)) &&
          product.price >= filters.min &&
          (filters.max >= PRICE_MAX || product.price <= filters.max) &&
          product.rating >= filters.stars &&
          (!words ||
            [product.name, product.by, categoryLabel(t, product.category)].some((text) =>
              text.toLocaleLowerCase(i18n.locale).includes(words),
            )),
      )
      .sort(SORTS[sort]);
  }, [filters, query, sort, t, i18n.locale]);

  const onAdd = (product: Product) => {
    cartActions.add(product.id, 1);
    setAdded(t('web-template-shop.added', { count: 1, name: product.name }));
  };
  const clearAll = () => {
    setFilters(NO_FILTERS);
    setQuery('');
  };

  return (
    <ShopFrame
      current="shop"
      title={t('web-template-shop.shop.title')}
      intro={t('web-template-shop.shop.intro')}
    >
      <div className="shop-layout">
        <aside className="shop-aside template-card" aria-label={t('web-template-shop.filter.heading')}>
          <h2>{t('web-template-shop.filter.heading')}</h2>
          <FilterControls filters={filters} onChange={setFilters} />
        </aside>
        <section className="shop-results" aria-label={t('web-template-shop.results')}>
          <div className="shop-tools">
            <SearchField label={t('web-template-shop.search')} query={query} onQuery={setQuery} />
            <KathaSelect
              label={t('web-template-shop.sort.label')}
              options={sorts}
              value={sort}
              onKathaSelectChange={(event: CustomEvent<{ value: string }>) =>
                setSort(event.detail.value as Sort)
              }
            />
          </div>
          <div className="shop-actions">
            <KathaButton
              className="shop-filters-button"
              type="button"
              variant="outlined"
              onClick={() => setDrawer(true)}
            >
              {t('web-template-shop.filter.open')}
            </KathaButton>
            <p className="shop-status" role="status">
              {t('web-template-shop.count', { count: shown.length })}
            </p>
          </div>
          <p className="shop-status" role="status">
            {added}
          </p>
          {shown.length > 0 ? (
            <ul className="shop-grid">
              {shown.map((product) => (
                <ProductCard key={product.id} product={product} onAdd={onAdd} />
              ))}
            </ul>
          ) : (
            <KathaEmptyState
              heading={t('web-template-shop.none.heading')}
              message={t('web-template-shop.none.message')}
              headingLevel={3}
            >
              <KathaButton type="button" variant="outlined" onClick={clearAll}>
                {t('web-template-shop.filter.clear')}
              </KathaButton>
            </KathaEmptyState>
          )}
        </section>
      </div>
      <KathaDrawer
        open={drawer}
        label={t('web-template-shop.filter.heading')}
        onKathaDrawerClose={() => setDrawer(false)}
      >
        <FilterControls filters={filters} onChange={setFilters} />
        <KathaButton type="button" onClick={() => setDrawer(false)}>
          {t('web-template-shop.filter.show', { count: shown.length })}
        </KathaButton>
      </KathaDrawer>
    </ShopFrame>
  );
}
