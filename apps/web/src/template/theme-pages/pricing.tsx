import { KathaButton } from '@katha/react/button';
import { KathaEmptyState } from '@katha/react/empty-state';
import type { SubscriptionPlan } from '@katha/sdk';
import { useState } from 'react';
import { paths } from '../../lib/paths.js';
import { ErrorState } from '../../parts/error-state.js';
import { Loading } from '../../parts/loading.js';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { AppLink } from '../shared/app-link.js';
import { usePlans } from './plans.js';
import { THEME_PAGES_STYLES } from './styles.js';
import '../../generated/messages/web-template-theme-pages.js';

type Interval = 'month' | 'year';
const intervalOf = (plan: SubscriptionPlan): Interval => (plan.interval === 'year' ? 'year' : 'month');

/**
 * /theme-pages/pricing: Katha's real subscription plans (the CMS's active plans in the page's
 * language, as the site's subscription page reads them) as pricing cards, with a monthly/yearly
 * toggle when the CMS has plans of both periods that prices every plan for the period chosen;
 * prices in rupees in the page's language. Choosing
 * a plan is a demo: it only says so.
 */
export default function PricingPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const title = t('web-template-theme-pages.pricing.title');
  usePageTitle(title);
  const plans = usePlans();
  const [period, setPeriod] = useState<Interval>('month');
  const [chosen, setChosen] = useState('');
  const all = plans.data ?? [];
  const periods = (['month', 'year'] as const).filter((interval) =>
    all.some((plan) => intervalOf(plan) === interval),
  );
  // Without plans of both periods there is nothing to toggle: the one period there is shows.
  const shown = periods.length > 1 ? period : (periods[0] ?? period);
  const price = i18n.formatRupees;
  // Every plan in both views, priced for the period shown (a plan of the other period converted,
  // and what it bills said under it), so neither view is a lone card.
  const priceLine = (plan: SubscriptionPlan) => {
    const amount = plan.price ?? 0;
    const native = intervalOf(plan) === shown;
    if (shown === 'year')
      return t('web-template-theme-pages.pricing.perYear', { price: price(native ? amount : amount * 12) });
    return t('web-template-theme-pages.pricing.perMonth', {
      price: price(native ? amount : Math.round(amount / 12)),
    });
  };
  const mutedLine = (plan: SubscriptionPlan) => {
    const amount = plan.price ?? 0;
    if (intervalOf(plan) !== shown)
      return shown === 'year'
        ? t('web-template-theme-pages.pricing.billedMonthly', { price: price(amount) })
        : t('web-template-theme-pages.pricing.billedYearly', { price: price(amount) });
    return shown === 'year'
      ? t('web-template-theme-pages.pricing.monthlyEquivalent', { price: price(Math.round(amount / 12)) })
      : '\u00a0';
  };

  return (
    <article className="template-page">
      <style>{THEME_PAGES_STYLES}</style>
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-theme-pages.pricing.intro')}</p>
      {plans.status === 'error' && !plans.data ? (
        <ErrorState onRetry={plans.reload} />
      ) : !plans.data ? (
        <Loading count={3} />
      ) : (
        <>
          {periods.length > 1 ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form's fieldset
            <div
              className="tp-toggle"
              role="group"
              aria-label={t('web-template-theme-pages.pricing.billing')}
            >
              {periods.map((interval) => (
                <button
                  key={interval}
                  type="button"
                  aria-pressed={shown === interval}
                  onClick={() => {
                    setPeriod(interval);
                    setChosen('');
                  }}
                >
                  {interval === 'month'
                    ? t('web-template-theme-pages.pricing.monthly')
                    : t('web-template-theme-pages.pricing.yearly')}
                </button>
              ))}
            </div>
          ) : null}
          {all.length === 0 ? (
            <KathaEmptyState
              heading={t('web-template-theme-pages.pricing.emptyTitle')}
              message={t('web-template-theme-pages.pricing.empty')}
            />
          ) : (
            <ul className="tp-plans" data-testid="plans">
              {all.map((plan) => (
                <li key={plan.documentId} className="tp-plan" data-testid="plan">
                  <h2>{plan.name}</h2>
                  <p className="tp-plan__price">{priceLine(plan)}</p>
                  <p className="tp-plan__muted">{mutedLine(plan)}</p>
                  <ul>
                    {(plan.features ?? []).map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                  <KathaButton
                    type="button"
                    variant="outlined"
                    onClick={() =>
                      setChosen(t('web-template-theme-pages.pricing.chosen', { plan: plan.name }))
                    }
                  >
                    {t('web-template-theme-pages.pricing.choose', { plan: plan.name })}
                  </KathaButton>
                </li>
              ))}
            </ul>
          )}
          <p className="template-result" role="status">
            {chosen}
          </p>
          <p>
            <AppLink href={paths.subscription}>{t('web-template-theme-pages.pricing.real')}</AppLink>
          </p>
        </>
      )}
    </article>
  );
}
