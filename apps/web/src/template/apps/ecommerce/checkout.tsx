import { KathaButton } from '@katha/react/button';
import { KathaEmptyState } from '@katha/react/empty-state';
import { KathaRadio } from '@katha/react/radio';
import { KathaRadioGroup } from '@katha/react/radio-group';
import { KathaStepper } from '@katha/react/stepper';
import { KathaTextField } from '@katha/react/text-field';
import type { StepperStep, StepSelectDetail } from '@katha/ui/stepper';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../../state/locale.js';
import { AppLink } from '../../shared/app-link.js';
import { type CartTotals, cartActions, totalsOf, useCart } from './cart.js';
import { TAX_RATE } from './products.js';
import { detailPath, ProductImage, QuantityStepper, SHOP_PATH, ShopFrame } from './shop-ui.js';
import '../../../generated/messages/web-template-shop.js';

type I18n = ReturnType<typeof useI18n>;

const STEP_IDS = ['cart', 'address', 'payment', 'done'] as const;
const FIELDS = ['name', 'street', 'city', 'pin', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Address = Record<Field, string>;
const NO_ADDRESS: Address = { name: '', street: '', city: '', pin: '', phone: '' };
const PAYMENTS = ['upi', 'card', 'cod'] as const;
type Payment = (typeof PAYMENTS)[number];

/** The address's rules: each field's message in the page's language, or '' when it is right. */
function addressError(t: I18n['t'], field: Field, value: string): string {
  const text = value.trim();
  switch (field) {
    case 'name':
      return text ? '' : t('web-template-shop.error.name');
    case 'street':
      return text ? '' : t('web-template-shop.error.street');
    case 'city':
      return text ? '' : t('web-template-shop.error.city');
    case 'pin':
      return /^[1-9][0-9]{5}$/.test(text) ? '' : t('web-template-shop.error.pin');
    case 'phone':
      return /^[0-9]{10}$/.test(text.replace(/[\s-]/g, '')) ? '' : t('web-template-shop.error.phone');
  }
}

function fieldLabel(t: I18n['t'], field: Field) {
  switch (field) {
    case 'name':
      return t('web-template-shop.field.name');
    case 'street':
      return t('web-template-shop.field.street');
    case 'city':
      return t('web-template-shop.field.city');
    case 'pin':
      return t('web-template-shop.field.pin');
    case 'phone':
      return t('web-template-shop.field.phone');
  }
}

function paymentLabel(t: I18n['t'], payment: Payment) {
  switch (payment) {
    case 'upi':
      return t('web-template-shop.payment.upi');
    case 'card':
      return t('web-template-shop.payment.card');
    case 'cod':
      return t('web-template-shop.payment.cod');
  }
}

/** Subtotal, tax, delivery and total. */
function Totals({ totals }: { totals: CartTotals }) {
  const i18n = useI18n();
  const { t } = i18n;
  const rows: [string, string][] = [
    [t('web-template-shop.totals.subtotal', { count: totals.count }), i18n.formatRupees(totals.subtotal)],
    [
      t('web-template-shop.totals.tax', { rate: i18n.formatNumber(TAX_RATE, { style: 'percent' }) }),
      i18n.formatRupees(totals.tax),
    ],
    [
      t('web-template-shop.totals.shipping'),
      totals.shipping === 0 ? t('web-template-shop.totals.free') : i18n.formatRupees(totals.shipping),
    ],
    [t('web-template-shop.totals.total'), i18n.formatRupees(totals.total)],
  ];
  return (
    <dl className="shop-totals">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The cart's lines: quantity, remove, each line's total. */
function CartLines({ totals, onRemove }: { totals: CartTotals; onRemove: (name: string) => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <ul className="shop-cart">
      {totals.lines.map(({ product, quantity, total }) => (
        <li key={product.id} className="shop-line">
          <ProductImage product={product} />
          <div className="shop-line__body">
            <h3>
              <AppLink href={detailPath(product.id)}>{product.name}</AppLink>
            </h3>
            <span>
              {t('web-template-shop.cart.each', {
                price: i18n.formatRupees(product.price),
                total: i18n.formatRupees(total),
              })}
            </span>
            <div className="shop-line__controls">
              <QuantityStepper
                value={quantity}
                stock={product.stock}
                onChange={(value) => cartActions.setQuantity(product.id, value)}
              />
              <KathaButton
                type="button"
                variant="text"
                color="error"
                label={t('web-template-shop.cart.removeNamed', { name: product.name })}
                onClick={() => {
                  cartActions.remove(product.id);
                  onRemove(product.name);
                }}
              >
                {t('web-template-shop.cart.remove')}
              </KathaButton>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

interface Order {
  number: string;
  total: number;
  address: Address;
  payment: Payment;
}

/**
 * /apps/ecommerce/checkout: the cart (kept in localStorage, read after hydration) and a checkout
 * wizard on the kit's stepper: cart → address (checked, messages announced) → payment → the order.
 */
export default function CheckoutPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const cart = useCart();
  const totals = useMemo(() => totalsOf(cart ?? [], i18n.locale), [cart, i18n.locale]);
  const [current, setCurrent] = useState(0);
  const [address, setAddress] = useState<Address>(NO_ADDRESS);
  const [checked, setChecked] = useState(false);
  const [payment, setPayment] = useState<Payment>('upi');
  const [order, setOrder] = useState<Order>();
  const [status, setStatus] = useState('');
  const page = useRef<HTMLElement>(null);
  const moved = useRef(false);

  const steps: StepperStep[] = useMemo(
    () => [
      { id: 'cart', label: t('web-template-shop.step.cart') },
      { id: 'address', label: t('web-template-shop.step.address') },
      { id: 'payment', label: t('web-template-shop.step.payment') },
      { id: 'done', label: t('web-template-shop.step.done') },
    ],
    [t],
  );
  const errors = Object.fromEntries(
    FIELDS.map((field) => [field, checked ? addressError(t, field, address[field]) : '']),
  ) as Address;
  const addressWrong = FIELDS.some((field) => errors[field]);

  // After Back or Next, the new step's heading has focus (and is read out); not on the first render.
  useEffect(() => {
    if (!moved.current) return;
    page.current?.querySelector<HTMLElement>(`#checkout-${STEP_IDS[current]} .shop-step__heading`)?.focus();
  }, [current]);

  const go = (index: number) => {
    moved.current = true;
    setStatus('');
    setCurrent(index);
  };

  const onAddress = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const wrong = FIELDS.filter((field) => addressError(t, field, address[field]));
    if (wrong.length > 0) {
      setStatus(t('web-template-shop.error.summary', { count: wrong.length }));
      event.currentTarget.querySelector<HTMLElement>(`katha-text-field[name="${wrong[0]}"]`)?.focus();
      return;
    }
    go(2);
  };

  const onPay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (totals.lines.length === 0) return go(0);
    const number = `KTH-${Date.now().toString(36).slice(-6).toUpperCase()}`;
    setOrder({ number, total: totals.total, address, payment });
    cartActions.clear();
    go(3);
  };

  const field = (name: Field, extra: Record<string, string> = {}) => ({
    name,
    label: fieldLabel(t, name),
    value: address[name],
    error: errors[name],
    required: true,
    onInput: (event: FormEvent<HTMLElement>) => {
      const value = (event.currentTarget as HTMLInputElement).value;
      setAddress((old) => ({ ...old, [name]: value }));
    },
    ...extra,
  });

  const heading = (index: number) => (
    <h2 className="shop-step__heading" tabIndex={-1}>
      {steps[index]!.label}
    </h2>
  );

  let body: ReactNode;
  if (cart === undefined && !order) {
    body = <p className="shop-status">{t('web-template-shop.cart.loading')}</p>;
  } else if (current === 0) {
    body = (
      <section id="checkout-cart" className="shop-step">
        {heading(0)}
        {totals.lines.length === 0 ? (
          <KathaEmptyState
            heading={t('web-template-shop.cart.empty')}
            message={t('web-template-shop.cart.emptyMessage')}
            headingLevel={3}
          >
            <AppLink href={SHOP_PATH} className="shop-button-link">
              {t('web-template-shop.cart.toShop')}
            </AppLink>
          </KathaEmptyState>
        ) : (
          <>
            <CartLines
              totals={totals}
              onRemove={(name) => setStatus(t('web-template-shop.cart.removed', { name }))}
            />
            <Totals totals={totals} />
            <div className="shop-actions">
              <KathaButton type="button" onClick={() => go(1)}>
                {t('web-template-shop.checkout.toAddress')}
              </KathaButton>
            </div>
          </>
        )}
      </section>
    );
  } else if (current === 1) {
    body = (
      <form id="checkout-address" className="shop-step katha-form" noValidate onSubmit={onAddress}>
        {heading(1)}
        <KathaTextField {...field('name', { autocomplete: 'name' })} />
        <KathaTextField {...field('street', { autocomplete: 'street-address' })} />
        <KathaTextField {...field('city', { autocomplete: 'address-level2' })} />
        <KathaTextField
          {...field('pin', {
            autocomplete: 'postal-code',
            inputmode: 'numeric',
            hint: t('web-template-shop.field.pinHint'),
          })}
        />
        <KathaTextField
          {...field('phone', {
            type: 'tel',
            autocomplete: 'tel-national',
            inputmode: 'numeric',
            hint: t('web-template-shop.field.phoneHint'),
          })}
        />
        <div className="shop-actions">
          <KathaButton type="button" variant="outlined" onClick={() => go(0)}>
            {t('web-template-shop.checkout.back')}
          </KathaButton>
          <KathaButton type="submit">{t('web-template-shop.checkout.toPayment')}</KathaButton>
        </div>
      </form>
    );
  } else if (current === 2) {
    body = (
      <form id="checkout-payment" className="shop-step" onSubmit={onPay}>
        {heading(2)}
        <KathaRadioGroup
          name="payment"
          label={t('web-template-shop.payment.label')}
          value={payment}
          onKathaRadioChange={(event: CustomEvent<{ value: string }>) =>
            setPayment(event.detail.value as Payment)
          }
        >
          {PAYMENTS.map((item) => (
            <KathaRadio key={item} value={item}>
              {paymentLabel(t, item)}
            </KathaRadio>
          ))}
        </KathaRadioGroup>
        <p>{t('web-template-shop.payment.sample')}</p>
        <Totals totals={totals} />
        <div className="shop-actions">
          <KathaButton type="button" variant="outlined" onClick={() => go(1)}>
            {t('web-template-shop.checkout.back')}
          </KathaButton>
          <KathaButton type="submit">
            {t('web-template-shop.checkout.place', { total: i18n.formatRupees(totals.total) })}
          </KathaButton>
        </div>
      </form>
    );
  } else if (order) {
    body = (
      <section id="checkout-done" className="shop-step">
        {heading(3)}
        <p>{t('web-template-shop.done.thanks', { name: order.address.name.trim() })}</p>
        <p className="shop-order">{t('web-template-shop.done.number', { number: order.number })}</p>
        <p>
          {t('web-template-shop.done.summary', {
            total: i18n.formatRupees(order.total),
            payment: paymentLabel(t, order.payment),
            city: order.address.city.trim(),
            pin: order.address.pin.trim(),
          })}
        </p>
        <div className="shop-actions">
          <AppLink href={SHOP_PATH} className="shop-button-link">
            {t('web-template-shop.done.continue')}
          </AppLink>
        </div>
      </section>
    );
  }

  return (
    <ShopFrame
      ref={page}
      current="checkout"
      title={t('web-template-shop.checkout.title')}
      intro={t('web-template-shop.checkout.intro')}
    >
      <div className="template-card">
        <KathaStepper
          steps={steps}
          current={current}
          errors={checked && addressWrong ? ['address'] : []}
          linear
          label={t('web-template-shop.checkout.progress')}
          onKathaStepSelect={(event: CustomEvent<StepSelectDetail>) => {
            // Only back to a step done, and not once the order is placed.
            event.preventDefault();
            if (event.detail.index < current && current < 3) go(event.detail.index);
          }}
        />
        {body}
        <p className="shop-status" role="status">
          {status}
        </p>
      </div>
    </ShopFrame>
  );
}
