import { KathaButton } from '@katha/react/button';
import { KathaChip } from '@katha/react/chip';
import { dataOf } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useAsync } from '../lib/async.js';
import { katha } from '../lib/client.js';
import { ErrorState } from '../parts/error-state.js';
import { Loading } from '../parts/loading.js';
import { usePageTitle } from '../parts/page-title.js';
import { SignInRequired } from '../parts/sign-in-required.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { profileIdAtom } from '../state/session.js';
import '../generated/messages/web-account.js';
import '../generated/messages/web-app.js';

/** Subscription (marked under construction, spec section 1): the plans, the reader's current one, and cancel. */
export default function SubscriptionPage() {
  const i18n = useI18n();
  const { t } = i18n;
  usePageTitle(t('web-app.menuSubscription'));
  const locale = useAtomValue(localeAtom);
  const profileId = useAtomValue(profileIdAtom);
  const [cancelling, setCancelling] = useState(false);
  const [cancelFailed, setCancelFailed] = useState(false);
  const data = useAsync(async () => {
    if (!profileId) return null;
    const [plans, subscriptions] = await Promise.all([
      katha.GET('/subscription-plans', {
        params: { query: { locale, filters: { is_active: { $eq: true } } } },
      }),
      katha.GET('/subscriptions', {
        params: {
          query: {
            filters: { profile: { documentId: { $eq: profileId } }, is_active: { $eq: true } },
            populate: { subscription_plan: true },
          },
        },
      }),
    ]);
    return { plans: dataOf(plans).data, current: dataOf(subscriptions).data[0] ?? null };
  }, [locale, profileId]);

  if (!profileId) return <SignInRequired />;
  const cancel = async () => {
    setCancelling(true);
    setCancelFailed(false);
    try {
      await katha.PUT('/subscriptions/cancel', { body: { profileId } });
      data.reload();
    } catch {
      setCancelFailed(true);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div className="subscription">
      <div className="section-head">
        <h1 className="section-title">{t('web-app.menuSubscription')}</h1>
        <KathaChip color="warning" variant="outlined">
          {t('web-account.underConstruction')}
        </KathaChip>
      </div>
      {data.status === 'error' ? (
        <ErrorState onRetry={data.reload} />
      ) : !data.data ? (
        <Loading variant="text" count={2} />
      ) : (
        <>
          <section aria-labelledby="current-heading" data-testid="current-subscription">
            <h2 id="current-heading" className="section-title">
              {t('web-account.currentPlan')}
            </h2>
            {data.data.current ? (
              <>
                <p>
                  {t('web-account.currentPlanIs', {
                    plan: data.data.current.subscription_plan?.name ?? '',
                    since: data.data.current.started_at
                      ? i18n.formatDate(data.data.current.started_at, { dateStyle: 'long' })
                      : '',
                  })}
                </p>
                {cancelFailed ? (
                  <p className="form-error" role="alert">
                    {t('web-app.errorBody')}
                  </p>
                ) : null}
                <KathaButton variant="outlined" loading={cancelling} onClick={() => void cancel()}>
                  {t('web-account.cancelPlan')}
                </KathaButton>
              </>
            ) : (
              <p className="muted">{t('web-account.noPlan')}</p>
            )}
          </section>
          <section aria-labelledby="plans-heading">
            <h2 id="plans-heading" className="section-title">
              {t('web-account.plans')}
            </h2>
            <ul className="plans">
              {data.data.plans.map((plan) => (
                <li key={plan.documentId} className="plan">
                  <h3>{plan.name}</h3>
                  <p className="plan__price">
                    {plan.interval === 'year'
                      ? t('web-account.pricePerYear', { price: i18n.formatCurrency(plan.price ?? 0) })
                      : t('web-account.pricePerMonth', { price: i18n.formatCurrency(plan.price ?? 0) })}
                  </p>
                  <ul>
                    {(plan.features ?? []).map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
