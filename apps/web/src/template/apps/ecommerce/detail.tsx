import { KathaButton } from '@katha/react/button';
import { KathaEmptyState } from '@katha/react/empty-state';
import { KathaRating } from '@katha/react/rating';
import { KathaTabs } from '@katha/react/tabs';
import { useState } from 'react';
import { usePageTitle } from '../../../parts/page-title.js';
import { useI18n } from '../../../state/locale.js';
import { AppLink } from '../../shared/app-link.js';
import type { TemplatePageProps } from '../../shared/registry.js';
import { cartActions } from './cart.js';
import { type Product, productById } from './products.js';
import {
  CHECKOUT_PATH,
  categoryLabel,
  ProductImage,
  QuantityStepper,
  SHOP_PATH,
  ShopBar,
  ShopStyles,
} from './shop-ui.js';
import '../../../generated/messages/web-template-shop.js';

const VIEWS = [0, 1, 2];

function ProductDetail({ product }: { product: Product }) {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const [view, setView] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState('');
  const [tab, setTab] = useState('description');
  const add = () => {
    cartActions.add(product.id, quantity);
    setAdded(t('web-template-shop.added', { count: quantity, name: product.name }));
  };
  return (
    <div className="shop-detail">
      <div className="shop-gallery">
        <ProductImage product={product} view={view} />
        <div className="shop-thumbs">
          {VIEWS.map((item) => (
            <button
              key={item}
              type="button"
              className="shop-thumb"
              aria-pressed={item === view}
              aria-label={t('web-template-shop.detail.view', { number: item + 1 })}
              onClick={() => setView(item)}
            >
              <ProductImage product={product} view={item} />
            </button>
          ))}
        </div>
      </div>
      <div className="shop-info">
        <p>
          {product.by} · {categoryLabel(t, product.category)}
        </p>
        <KathaRating value={product.rating} readonly />
        <p className="shop-price">{i18n.formatRupees(product.price)}</p>
        <p>{t('web-template-shop.detail.stock', { count: product.stock })}</p>
        <QuantityStepper value={quantity} stock={product.stock} onChange={setQuantity} />
        <div className="shop-actions">
          <KathaButton type="button" onClick={add}>
            {t('web-template-shop.detail.addCount', { count: quantity })}
          </KathaButton>
          <AppLink href={CHECKOUT_PATH} className="shop-button-link">
            {t('web-template-shop.detail.toCheckout')}
          </AppLink>
        </div>
        <p className="shop-status" role="status">
          {added}
        </p>
      </div>
      <KathaTabs
        label={t('web-template-shop.detail.about')}
        selected={tab}
        tabs={[
          { id: 'description', label: t('web-template-shop.detail.description') },
          {
            id: 'reviews',
            label: t('web-template-shop.detail.reviews', { count: product.reviews.length }),
          },
        ]}
        onKathaTabChange={(event: CustomEvent<{ id: string }>) => setTab(event.detail.id)}
      >
        <div slot="description">
          <p>{product.description}</p>
        </div>
        <div slot="reviews">
          <ul className="shop-reviews">
            {product.reviews.map((review) => (
              <li key={review.name}>
                <strong>{review.name}</strong>
                <KathaRating value={review.rating} readonly />
                <p>{review.text}</p>
              </li>
            ))}
          </ul>
          <p>{t('web-template-shop.detail.average', { value: formatNumber(product.rating) })}</p>
        </div>
      </KathaTabs>
    </div>
  );
}

/** /apps/ecommerce/detail/:id: one product (pictures, price, rating, quantity, tabs), or not found. */
export default function DetailPage({ params }: TemplatePageProps) {
  const { t, locale } = useI18n();
  const product = productById(params.id, locale);
  const title = product?.name ?? t('web-template-shop.missing.title');
  usePageTitle(title);
  return (
    <article className="template-page shop">
      <ShopStyles />
      <h1>{product?.name ?? t('web-template-shop.detail.title')}</h1>
      <ShopBar current="detail" />
      {product ? (
        <ProductDetail key={product.id} product={product} />
      ) : (
        <KathaEmptyState
          heading={t('web-template-shop.missing.title')}
          message={t('web-template-shop.missing.message', { id: params.id ?? '' })}
        >
          <AppLink href={SHOP_PATH} className="shop-button-link">
            {t('web-template-shop.missing.back')}
          </AppLink>
        </KathaEmptyState>
      )}
    </article>
  );
}
