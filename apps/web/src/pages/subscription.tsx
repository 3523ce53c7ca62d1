import { KathaEmptyState } from '@katha/react/empty-state';
import { usePageTitle } from '../parts/page-title.js';
import { useI18n } from '../state/locale.js';

/** Subscription: marked under construction (spec section 1). */
export default function SubscriptionPage() {
  const { t } = useI18n();
  usePageTitle(t('web-app.menuSubscription'));
  return (
    <KathaEmptyState
      heading={t('web-app.menuSubscription')}
      message={t('web-app.underConstruction')}
      headingLevel={1}
    />
  );
}
