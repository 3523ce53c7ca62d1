import type { Locale } from '@katha/i18n/core';
import { dataOf, type KathaClient, type SubscriptionPlan } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { useAsync } from '../../lib/async.js';
import { useLoaderContext } from '../../loaders.js';
import { localeAtom } from '../../state/locale.js';

/** Katha's active subscription plans in a language, cheapest first: the query of the site's subscription page. */
export async function loadPlans(client: KathaClient, locale: Locale): Promise<SubscriptionPlan[]> {
  const plans = dataOf(
    await client.GET('/subscription-plans', {
      params: { query: { locale, filters: { is_active: { $eq: true } } } },
    }),
  ).data;
  return [...plans].sort((a, b) => (a.price ?? 0) - (b.price ?? 0));
}

/** The plans in the page's language, loaded in the browser (the server renders the loading state). */
export function usePlans() {
  const { client } = useLoaderContext();
  const locale = useAtomValue(localeAtom);
  return useAsync(() => loadPlans(client, locale), [client, locale]);
}
