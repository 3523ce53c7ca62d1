/**
 * Plans, a subscription, referral codes, an access request and newsletter subscribers; the sample
 * data is in `commerce.json`.
 */
import data from './commerce.json';
import { LOCALES } from './content';
import { type Ctx, type Doc, dayOffset, docs, PROFILE } from './context';
import type { Person } from './people';

export const REFERRAL_CODE = 'KATHA2026';

export async function seedCommerce(ctx: Ctx, people: Map<string, Person>) {
  const plans: Doc[] = [];
  for (const plan of data.plans) {
    const doc = await docs(ctx.strapi, 'api::subscription-plan.subscription-plan').create({
      locale: 'en',
      data: {
        name: plan.name.en,
        price: plan.price,
        interval: plan.interval,
        features: [...plan.features.en],
        is_active: true,
      },
    });
    for (const locale of LOCALES) {
      if (locale === 'en') continue;
      await docs(ctx.strapi, 'api::subscription-plan.subscription-plan').update({
        documentId: doc.documentId,
        locale,
        data: {
          name: plan.name[locale],
          price: plan.price,
          interval: plan.interval,
          features: [...plan.features[locale]],
          is_active: true,
        },
      });
    }
    plans.push(doc);
  }
  const reader = people.get('reader');
  if (reader) {
    await docs(ctx.strapi, 'api::subscription.subscription').create({
      data: {
        profile: { documentId: reader.profile.documentId },
        subscription_plan: { documentId: plans[0].documentId, locale: 'en' },
        is_active: true,
        started_at: dayOffset(ctx.today, 12, 9).toISOString(),
        ends_at: dayOffset(ctx.today, -18, 9).toISOString(),
        cancelled_at: null,
      },
    });
  }
  const owner = people.get('katha_editor') ?? [...people.values()][0];
  await docs(ctx.strapi, 'api::referral-code.referral-code').create({
    data: { code: REFERRAL_CODE, owner: { documentId: owner.profile.documentId }, is_active: true },
  });
  await docs(ctx.strapi, 'api::referral-code.referral-code').create({
    data: { code: 'MONSOON2025', owner: { documentId: owner.profile.documentId }, is_active: false },
  });

  // one pending author-access request for staff to review in the admin panel
  const applicant = people.get('priya_nair');
  if (applicant) {
    await docs(ctx.strapi, 'api::request-author-access.request-author-access').create({
      data: {
        user: applicant.userId,
        profile: { documentId: applicant.profile.documentId },
        tag: data.authorAccessRequest.tag,
        name: applicant.source.name,
        email: applicant.source.email,
        phone: data.authorAccessRequest.phone,
        links: data.authorAccessRequest.links,
        locale: 'en',
        referral_code: REFERRAL_CODE,
        status: 'pending',
      },
    });
    await docs(ctx.strapi, PROFILE).update({
      documentId: applicant.profile.documentId,
      data: { author_access_status: 'pending' },
    });
  }
  for (const { email, locale } of data.newsletterSubscribers) {
    await docs(ctx.strapi, 'api::newsletter-subscriber.newsletter-subscriber').create({
      data: { email, locale, source: 'seed' },
    });
  }
  ctx.log(`${plans.length} subscription plans, 1 subscription, referral code ${REFERRAL_CODE}`);
}
