import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  adminToken,
  api,
  call,
  connect,
  createArticle,
  register,
  registerEditor,
  staffCreates,
  type TestUser,
  unique,
} from './api.ts';

const COLLECTION = '/collection-types';

describe('author access requests', () => {
  it('are created for the caller only, pending, and readable only by their owner', async () => {
    const user = await register();
    const other = await register();
    const reply = await api.post(
      '/request-author-accesses',
      {
        data: {
          user: other.id,
          profile: other.profile.documentId,
          tag: 'poetry',
          name: 'Meera',
          email: user.email,
          phone: '+91 98450 12345',
          altEmail: 'alt@example.test',
          altPhone: '080 2345 6789',
          links: 'https://example.test/poems',
          locale: 'kn-IN',
          referral_code: 'KATHA2026',
          request_status: 'approved',
        },
      },
      user.jwt,
    );
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ name: 'Meera', language: 'kn-IN', request_status: 'pending' });

    // Emails are filterable nowhere; the caller's own requests are all they list.
    const own = await api.get('/request-author-accesses?filters[request_status][$eq]=pending', user.jwt);
    expect(own.body.data).toHaveLength(1);
    const profile = await api.get(`/profiles/${user.profile.documentId}`);
    expect(profile.body.data.author_access_status).toBe('pending');
    const theirs = await api.get('/request-author-accesses?filters[request_status][$eq]=pending', other.jwt);
    expect(theirs.body.data).toHaveLength(0);
    expect((await api.get(`/request-author-accesses/${reply.body.data.documentId}`, other.jwt)).status).toBe(
      404,
    );
    expect((await api.get('/request-author-accesses')).status).toBe(403);
    expect(
      (
        await api.put(
          `/request-author-accesses/${reply.body.data.documentId}`,
          { data: { request_status: 'approved' } },
          user.jwt,
        )
      ).status,
    ).toBe(404); // not in the contract: no such route

    const me = await api.get('/users/me?populate[profile]=true&populate[role]=true', user.jwt);
    expect(me.body.role.type).toBe('authenticated');
    expect(me.body.profile.author_access_status).toBe('pending');
    const twice = await api.post(
      '/request-author-accesses',
      { data: { name: 'Meera', email: user.email } },
      user.jwt,
    );
    expect(twice.status).toBe(400);
  });

  it('validate email, phone, lengths and locale with 400s', async () => {
    const user = await register();
    const cases = [
      { name: 'A', email: 'not-an-email' },
      { name: 'A', email: user.email, phone: 'call me maybe' },
      { name: 'x'.repeat(121), email: user.email },
      { name: 'A', email: user.email, locale: 'fr' },
      { email: user.email },
    ];
    for (const data of cases) {
      const reply = await api.post('/request-author-accesses', { data }, user.jwt);
      expect(reply.status, JSON.stringify(data)).toBe(400);
      expect(reply.body.error.message).toBeTruthy();
    }
    const none = await api.get('/request-author-accesses', user.jwt);
    expect(none.body.data).toHaveLength(0);
  });

  it('approved by staff in the admin panel make the user an editor who can write', async () => {
    const writer = await registerEditor();
    const me = await api.get('/users/me?populate[profile]=true&populate[role]=true', writer.jwt);
    expect(me.body.role.type).toBe('editor');
    expect(me.body.profile.author_access_status).toBe('approved');
    expect((await createArticle(writer)).status).toBe(201);
  });
});

describe('staff role', () => {
  it('given in the admin panel, lets staff write articles like editors', async () => {
    const staff = await register('staff');
    const roles = await call('GET', '/users-permissions/roles', { token: await adminToken() });
    const role = roles.body.roles.find((r: { type: string }) => r.type === 'katha_staff');
    const me = await api.get('/users/me', staff.jwt);
    const given = await admin('PUT', `${COLLECTION}/plugin::users-permissions.user/${me.body.documentId}`, {
      role: { connect: [{ id: role.id }] },
    });
    expect(given.status).toBe(200);
    const after = await api.get('/users/me?populate=role', staff.jwt);
    expect(after.body.role.type).toBe('katha_staff');
    expect((await createArticle(staff)).status).toBe(201);
  });
});

describe('newsletter', () => {
  it('signs up a lower-cased email once, answers a repeat the same way, never lists subscribers, and validates', async () => {
    const email = `${unique('News')}@Example.Test`;
    const reply = await api.post('/newsletter-subscribers', {
      data: { email, locale: 'hi-IN', source: 'partner.example' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ email: email.toLowerCase(), language: 'hi-IN' });

    // Signing up again answers exactly like a first sign-up (nothing tells who is subscribed) and stores nothing new.
    const duplicate = await api.post('/newsletter-subscribers', { data: { email: email.toUpperCase() } });
    expect(duplicate.status).toBe(201);
    expect(duplicate.body.data).toEqual({
      documentId: reply.body.data.documentId,
      email: email.toLowerCase(),
      language: 'en',
      source: 'site',
    });
    for (const email of ['nope', 'a@b', 'a b@example.org', '<x>@example.org', `${'a'.repeat(250)}@x.test`])
      expect((await api.post('/newsletter-subscribers', { data: { email } })).status).toBe(400);
    expect(
      (await api.post('/newsletter-subscribers', { data: { email: `${unique('a')}@x.test`, locale: 'fr' } }))
        .status,
    ).toBe(400);

    const user = await register();
    for (const token of [undefined, user.jwt]) {
      const list = await api.get('/newsletter-subscribers', token);
      expect(list.status).toBe(404);
      expect(JSON.stringify(list.body)).not.toContain(email.toLowerCase());
    }
  });
});

describe('staff-managed data', () => {
  let owner: TestUser;
  let other: TestUser;
  let plan: { documentId: string };
  let code: string;

  beforeAll(async () => {
    [owner, other] = await Promise.all([registerEditor(), register()]);
    const article = await createArticle(owner);
    plan = await staffCreates('api::subscription-plan.subscription-plan', {
      name: 'Reader monthly',
      price: 99,
      interval: 'month',
      features: ['Ad-free reading'],
      is_active: true,
    });
    await staffCreates('api::subscription.subscription', {
      profile: connect(owner.profile.documentId),
      subscription_plan: connect(plan.documentId),
      is_active: true,
      started_at: new Date().toISOString(),
    });
    await staffCreates('api::article-revenue.article-revenue', {
      article: { connect: [{ documentId: article.body.data.documentId, locale: 'en' }] },
      author: connect(owner.profile.documentId),
      period: '2026-11-01',
      amount_earned_incentive: 120.5,
      amount_earned_ads: 30,
      amount_earned_other: 0,
    });
    await staffCreates('api::profile-revenue.profile-revenue', {
      profile: connect(owner.profile.documentId),
      Total_amount_paid: 500,
      Total_amount_due: 150.5,
    });
    code = unique('KATHA').toUpperCase();
    await staffCreates('api::referral-code.referral-code', {
      code,
      owner: connect(owner.profile.documentId),
      is_active: true,
    });
  });

  it('revenues are readable only by their owner', async () => {
    const articles = await api.get(
      `/article-revenues?filters[author][documentId][$eq]=${owner.profile.documentId}&pagination[pageSize]=200&populate=article`,
      owner.jwt,
    );
    expect(articles.status).toBe(200);
    expect(articles.body.data).toHaveLength(1);
    expect(Number(articles.body.data[0].amount_earned_incentive)).toBe(120.5);
    expect(articles.body.data[0].article.title).toBeTruthy();
    const profile = await api.get(
      `/profile-revenues?filters[profile][documentId][$eq]=${owner.profile.documentId}`,
      owner.jwt,
    );
    expect(Number(profile.body.data[0].Total_amount_due)).toBe(150.5);

    // A reader (neither editor nor staff) is refused earnings altogether.
    const refused = await api.get(
      `/article-revenues?filters[author][documentId][$eq]=${owner.profile.documentId}`,
      other.jwt,
    );
    expect(refused.status).toBe(403);
    const refusedProfile = await api.get(
      `/profile-revenues?filters[profile][documentId][$eq]=${owner.profile.documentId}`,
      other.jwt,
    );
    expect(refusedProfile.status).toBe(403);
    // Not in the contract: no such route (deny by default).
    expect((await api.get(`/article-revenues/${articles.body.data[0].documentId}`, other.jwt)).status).toBe(
      404,
    );

    // Another writer reads only their own: none of the owner's.
    const rival = await registerEditor('rival');
    const snooped = await api.get(
      `/article-revenues?filters[author][documentId][$eq]=${owner.profile.documentId}`,
      rival.jwt,
    );
    expect(snooped.status).toBe(200);
    expect(snooped.body.data).toHaveLength(0);
    const snoopedProfile = await api.get(
      `/profile-revenues?filters[profile][documentId][$eq]=${owner.profile.documentId}`,
      rival.jwt,
    );
    expect(snoopedProfile.body.data).toHaveLength(0);
    expect((await api.get(`/article-revenues/${articles.body.data[0].documentId}`, rival.jwt)).status).toBe(
      404,
    );
    expect((await api.get(`/profile-revenues/${profile.body.data[0].documentId}`, rival.jwt)).status).toBe(
      404,
    );
    expect((await api.get('/article-revenues')).status).toBe(403);
    expect((await api.get('/profile-revenues')).status).toBe(403);
  });

  it('subscriptions are readable and cancellable only by their owner', async () => {
    const own = await api.get(
      `/subscriptions?filters[profile][documentId][$eq]=${owner.profile.documentId}&populate=subscription_plan`,
      owner.jwt,
    );
    expect(own.body.data).toHaveLength(1);
    expect(own.body.data[0].subscription_plan).toMatchObject({ name: 'Reader monthly', is_active: true });
    const snooped = await api.get(
      `/subscriptions?filters[profile][documentId][$eq]=${owner.profile.documentId}`,
      other.jwt,
    );
    expect(snooped.body.data).toHaveLength(0);

    const foreign = await api.put(
      '/subscriptions/cancel',
      { profileId: owner.profile.documentId },
      other.jwt,
    );
    expect(foreign.status).toBe(403);
    expect((await api.put('/subscriptions/cancel', { profileId: owner.profile.documentId })).status).toBe(
      403,
    );
    const still = await api.get('/subscriptions', owner.jwt);
    expect(still.body.data[0].is_active).toBe(true);

    const cancelled = await api.put(
      '/subscriptions/cancel',
      { profileId: owner.profile.documentId },
      owner.jwt,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ is_active: false });
    expect(cancelled.body.data.cancelled_at).toBeTruthy();
    expect(
      (await api.put('/subscriptions/cancel', { profileId: owner.profile.documentId }, owner.jwt)).status,
    ).toBe(404);
  });

  it('subscription plans, topics and blog topics are public lists', async () => {
    const plans = await api.get('/subscription-plans');
    expect(plans.status).toBe(200);
    expect(plans.body.data.some((p: { documentId: string }) => p.documentId === plan.documentId)).toBe(true);

    const topic = await staffCreates('api::topic.topic', { name: 'Monsoon', slug: unique('monsoon') });
    const hindi = await admin('PUT', `${COLLECTION}/api::topic.topic/${topic.documentId}?locale=hi-IN`, {
      name: 'मानसून',
    });
    expect(hindi.status).toBe(200);
    const topics = await api.get('/topics?locale=hi-IN&pagination[pageSize]=100');
    expect(topics.body.data.map((t: { name: string }) => t.name)).toContain('मानसून');
    const blogTopics = await api.get('/blog-topics?pagination[pageSize]=100');
    expect(blogTopics.status).toBe(200);
    expect((await api.post('/topics', { data: { name: 'x' } }, owner.jwt)).status).toBe(404);
  });

  it('referral codes are validated without revealing anything else', async () => {
    const valid = await api.get(`/referrals/validate-referral-code?filters[code][$eq]=${code.toLowerCase()}`);
    expect(valid.body).toEqual({ valid: true });
    const invalid = await api.get('/referrals/validate-referral-code?filters[code][$eq]=NOPE');
    expect(invalid.body).toEqual({ valid: false });
    expect((await api.get('/referral-codes')).status).toBe(404);
  });
});
