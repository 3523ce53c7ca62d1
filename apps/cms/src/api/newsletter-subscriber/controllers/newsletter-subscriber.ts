import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const UID = 'api::newsletter-subscriber.newsletter-subscriber';

/**
 * Sign-up only: the email is lower-cased and must be new; the answer echoes nothing but the sign-up.
 * The reader's language comes as `language` (or `locale`, stored as `language`: Strapi keeps `locale` for i18n).
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const body = (ctx.request as { body?: { data?: unknown } }).body;
    const input = (body?.data ?? {}) as Record<string, unknown>;
    if (typeof input.email !== 'string' || !input.email.trim())
      throw new errors.ValidationError('email is required');
    const email = input.email.trim().toLowerCase();
    if (await strapi.db.query(UID).findOne({ select: ['id'], where: { email } })) {
      throw new errors.ValidationError('This email is already subscribed to the newsletter');
    }
    const source = typeof input.source === 'string' && input.source.trim() ? input.source.trim() : 'site';
    const created = await strapi.documents(UID).create({
      data: { email, language: input.language ?? input.locale ?? 'en', source } as Record<string, unknown>,
    });
    ctx.status = 201;
    return { data: { documentId: created.documentId, email, language: created.language, source } };
  },
}));
