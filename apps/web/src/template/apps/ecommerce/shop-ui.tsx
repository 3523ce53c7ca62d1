import { KathaButton } from '@katha/react/button';
import type { ReactNode, Ref } from 'react';
import { useI18n } from '../../../state/locale.js';
import { AppLink } from '../../shared/app-link.js';
import { TemplatePage } from '../../shared/page.js';
import { MAX_QUANTITY, useCart } from './cart.js';
import type { Category, Product } from './products.js';
import '../../../generated/messages/web-template-shop.js';

type I18n = ReturnType<typeof useI18n>;

export const SHOP_PATH = '/apps/ecommerce/shop';
export const LIST_PATH = '/apps/ecommerce/list';
export const CHECKOUT_PATH = '/apps/ecommerce/checkout';
export const detailPath = (id: string) => `/apps/ecommerce/detail/${id}`;

/**
 * Moves to a path of the site without a reload: the app routes `katha-navigate` (app.tsx), as the
 * kit's links do; importing wouter here would pull it out of the chunk the reader's pages share.
 */
export function navigateTo(href: string) {
  const event = new CustomEvent('katha-navigate', { detail: { href }, bubbles: true, cancelable: true });
  document.dispatchEvent(event);
  if (!event.defaultPrevented) location.assign(href);
}

export function categoryLabel(t: I18n['t'], category: Category): string {
  switch (category) {
    case 'books':
      return t('web-template-shop.category.books');
    case 'notebooks':
      return t('web-template-shop.category.notebooks');
    case 'pens':
      return t('web-template-shop.category.pens');
    case 'bookmarks':
      return t('web-template-shop.category.bookmarks');
  }
}

/** The product's picture, drawn (no image file): a cover, a notebook, a pen or a bookmark in its hue. */
export function ProductImage({ product, view = 0 }: { product: Product; view?: number }) {
  const hue = (product.hue + view * 40) % 360;
  const main = `hsl(${hue} 55% 42%)`;
  const light = `hsl(${hue} 60% 88%)`;
  const dark = `hsl(${hue} 50% 24%)`;
  let drawing: ReactNode;
  switch (product.category) {
    case 'books':
      drawing = (
        <>
          <rect x="52" y="22" width="96" height="136" rx="4" fill={main} />
          <rect x="52" y="22" width="12" height="136" fill={dark} />
          <rect x="76" y="48" width="60" height="8" rx="2" fill={light} />
          <rect x="76" y="62" width="44" height="6" rx="2" fill={light} />
          <circle cx="106" cy="112" r="18" fill={light} opacity="0.7" />
        </>
      );
      break;
    case 'notebooks':
      drawing = (
        <>
          <rect x="56" y="24" width="92" height="132" rx="6" fill={main} />
          {[40, 60, 80, 100, 120, 140].map((y) => (
            <circle key={y} cx="56" cy={y} r="5" fill="none" stroke={dark} strokeWidth="3" />
          ))}
          <rect x="80" y="44" width="52" height="22" rx="3" fill={light} />
          <rect x="136" y="24" width="6" height="132" fill={dark} />
        </>
      );
      break;
    case 'pens':
      drawing = (
        <g transform="rotate(-35 100 90)">
          <rect x="90" y="20" width="20" height="110" rx="8" fill={main} />
          <rect x="90" y="48" width="20" height="10" fill={dark} />
          <rect x="106" y="24" width="4" height="40" rx="2" fill={light} />
          <path d="M90 130 L110 130 L100 162 Z" fill={dark} />
        </g>
      );
      break;
    case 'bookmarks':
      drawing = (
        <>
          <path d="M80 20 H120 V160 L100 140 L80 160 Z" fill={main} />
          <circle cx="100" cy="56" r="12" fill={light} />
          <path d="M100 76 C86 96 114 110 100 128" stroke={light} strokeWidth="4" fill="none" />
        </>
      );
      break;
  }
  return (
    <svg className="shop-image" viewBox="0 0 200 180" aria-hidden="true" focusable="false">
      <rect width="200" height="180" fill={light} />
      {drawing}
    </svg>
  );
}

/** The link to the checkout with the count of items in the cart (after hydration). */
export function CartLink() {
  const i18n = useI18n();
  const cart = useCart();
  const count = cart?.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <AppLink href={CHECKOUT_PATH} className="shop-button-link">
      {i18n.t('web-template-shop.cart.link', { count })}
    </AppLink>
  );
}

/** A number from 1 to max with − and + (the kit has no number field): the value is announced. */
export function QuantityStepper({
  value,
  onChange,
  stock,
}: {
  value: number;
  onChange: (value: number) => void;
  /** How many are in stock: the most one order takes is this or MAX_QUANTITY, the fewer. */
  stock: number;
}) {
  const { t, formatNumber } = useI18n();
  const max = Math.min(MAX_QUANTITY, stock);
  return (
    <fieldset className="shop-quantity">
      <legend className="shop-quantity__label">{t('web-template-shop.quantity.label')}</legend>
      <KathaButton
        type="button"
        variant="outlined"
        size="sm"
        label={t('web-template-shop.quantity.less')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </KathaButton>
      <output className="shop-quantity__value" aria-live="polite">
        {formatNumber(value)}
      </output>
      <KathaButton
        type="button"
        variant="outlined"
        size="sm"
        label={t('web-template-shop.quantity.more')}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </KathaButton>
    </fieldset>
  );
}

/** The shop pages' layout, with the kit's tokens (light/dark, themes, rtl through logical properties). */
const SHOP_CSS = `
.shop { container-type: inline-size; }
.shop-bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--katha-space-3);
}
.shop-bar__nav { display: flex; flex-wrap: wrap; gap: var(--katha-space-3); }
.shop-button-link {
  display: inline-flex;
  align-items: center;
  min-block-size: 2.5rem;
  padding-inline: var(--katha-space-4);
  border: 1px solid var(--katha-color-primary);
  border-radius: var(--katha-radius);
  color: var(--katha-color-primary);
  font-weight: var(--katha-font-weight-semibold);
  text-decoration: none;
}
.shop-button-link:hover { background: var(--katha-color-primary-subtle); }
.shop-button-link:focus-visible { outline: none; box-shadow: var(--katha-focus-ring); }
.shop-layout { display: grid; gap: var(--katha-space-5); }
.shop-filters { display: grid; gap: var(--katha-space-4); align-content: start; }
.shop-filters fieldset { margin: 0; padding: 0; border: 0; display: grid; gap: var(--katha-space-2); }
.shop-filters legend, .shop-quantity__label {
  padding: 0;
  margin-block-end: var(--katha-space-2);
  font-size: var(--katha-font-size-sm);
  font-weight: var(--katha-font-weight-semibold);
}
.shop-aside { display: none; }
.shop-tools { display: grid; gap: var(--katha-space-3); grid-template-columns: minmax(0, 1fr); }
.shop-grid {
  display: grid;
  gap: var(--katha-space-4);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
}
.shop-card {
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: var(--katha-space-2);
  block-size: 100%;
  padding: var(--katha-space-3);
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface);
}
.shop-card h3 { margin: 0; font-size: var(--katha-font-size-md); }
.shop-card a { color: var(--katha-color-text); }
.shop-card p { margin: 0; color: var(--katha-color-text-muted); font-size: var(--katha-font-size-sm); }
.shop-card__foot { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--katha-space-2); }
.shop-price { font-weight: var(--katha-font-weight-semibold); color: var(--katha-color-text); }
.shop-image { display: block; inline-size: 100%; block-size: auto; border-radius: var(--katha-radius); }
.shop-status { margin: 0; min-block-size: 1.5em; color: var(--katha-color-text-muted); }
.shop-detail { display: grid; gap: var(--katha-space-5); }
.shop-gallery { display: grid; gap: var(--katha-space-3); max-inline-size: 28rem; }
.shop-thumbs { display: flex; gap: var(--katha-space-2); }
.shop-thumb {
  inline-size: 4.5rem;
  padding: 2px;
  border: 2px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
  background: none;
  cursor: pointer;
}
.shop-thumb[aria-pressed='true'] { border-color: var(--katha-color-primary); }
.shop-thumb:focus-visible { outline: none; box-shadow: var(--katha-focus-ring); }
.shop-info { display: grid; gap: var(--katha-space-3); align-content: start; }
.shop-info h2 { margin: 0; font-size: var(--katha-font-size-lg); }
.shop-info p { margin: 0; }
.shop-info .shop-price { font-size: var(--katha-font-size-xl); }
.shop-quantity { display: inline-flex; align-items: center; gap: var(--katha-space-2); margin: 0; padding: 0; border: 0; }
.shop-quantity__label { margin-inline-end: var(--katha-space-2); }
.shop-quantity__value { min-inline-size: 2ch; text-align: center; font-weight: var(--katha-font-weight-semibold); }
.shop-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--katha-space-3); }
.shop-reviews { display: grid; gap: var(--katha-space-3); margin: 0; padding: 0; list-style: none; }
.shop-reviews li { display: grid; gap: var(--katha-space-1); }
.shop-reviews p { margin: 0; }
.shop-cart { display: grid; gap: var(--katha-space-3); margin: 0; padding: 0; list-style: none; }
.shop-line {
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: var(--katha-space-3);
  align-items: start;
  padding-block-end: var(--katha-space-3);
  border-block-end: 1px solid var(--katha-color-border);
}
.shop-line h3 { margin: 0; font-size: var(--katha-font-size-md); }
.shop-line__body { display: grid; gap: var(--katha-space-2); }
.shop-line__controls { display: flex; flex-wrap: wrap; align-items: center; gap: var(--katha-space-3); }
.shop-totals { display: grid; gap: var(--katha-space-1); margin: 0; max-inline-size: 24rem; }
.shop-totals div { display: flex; justify-content: space-between; gap: var(--katha-space-3); }
.shop-totals dt, .shop-totals dd { margin: 0; }
.shop-totals div:last-child { font-weight: var(--katha-font-weight-semibold); border-block-start: 1px solid var(--katha-color-border); padding-block-start: var(--katha-space-1); }
.shop-step { margin: 0; padding: 0; border: 0; display: grid; gap: var(--katha-space-4); min-inline-size: 0; }
.shop-step__heading { margin: 0; font-size: var(--katha-font-size-md); }
.shop-step__heading:focus-visible { outline: none; box-shadow: var(--katha-focus-ring); }
.shop-order { font-size: var(--katha-font-size-lg); font-weight: var(--katha-font-weight-semibold); }
.shop-error { margin: 0; color: var(--katha-color-error); }
@container (min-width: 48rem) {
  .shop-layout { grid-template-columns: 15rem minmax(0, 1fr); }
  .shop-aside { display: grid; }
  .shop-filters-button { display: none; }
  .shop-tools { grid-template-columns: minmax(0, 1fr) 14rem; align-items: end; }
  .shop-detail { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
}
`;

export function ShopStyles() {
  return <style>{SHOP_CSS}</style>;
}

/** A shop page: the template page (its title also the document's) with the shop's styles and links. */
export function ShopFrame({
  current,
  title,
  intro,
  ref,
  children,
}: {
  current: 'shop' | 'list' | 'checkout';
  title: string;
  intro: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <TemplatePage ref={ref} className="shop" styles={<ShopStyles />} title={title} intro={intro}>
      <ShopBar current={current} />
      {children}
    </TemplatePage>
  );
}

/** The shop's links (shop, product list, cart) above each page. */
export function ShopBar({ current }: { current: 'shop' | 'list' | 'checkout' | 'detail' }) {
  const { t } = useI18n();
  return (
    <nav className="shop-bar" aria-label={t('web-template-shop.nav.label')}>
      <div className="shop-bar__nav">
        {current !== 'shop' && (
          <AppLink href={SHOP_PATH} className="shop-button-link">
            {t('web-template-shop.nav.shop')}
          </AppLink>
        )}
        {current !== 'list' && (
          <AppLink href={LIST_PATH} className="shop-button-link">
            {t('web-template-shop.nav.list')}
          </AppLink>
        )}
      </div>
      {current !== 'checkout' && <CartLink />}
    </nav>
  );
}
