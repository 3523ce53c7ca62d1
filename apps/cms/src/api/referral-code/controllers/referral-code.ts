import { factories } from '@strapi/strapi';

/** `GET /referrals/validate-referral-code?filters[code][$eq]=X` (or `?code=X`): `{ valid }`, nothing about the owner. */
export default factories.createCoreController('api::referral-code.referral-code', ({ strapi }) => ({
  async validate(ctx) {
    const filters = (ctx.query.filters ?? {}) as { code?: { $eq?: unknown } | string };
    const raw = typeof filters.code === 'object' ? filters.code?.$eq : (filters.code ?? ctx.query.code);
    const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    const found = code
      ? await strapi.db
          .query('api::referral-code.referral-code')
          .findOne({ select: ['id'], where: { code, is_active: true } })
      : null;
    ctx.body = { valid: !!found };
  },
}));
