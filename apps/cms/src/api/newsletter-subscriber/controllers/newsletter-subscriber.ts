import { isEmail } from '@katha/rules';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LOCALES } from '../../../utils/limits';
import { consume } from '../../../utils/rate-limit';

const UID = 'api::newsletter-subscriber.newsletter-subscriber';

/** Sign-ups per client (IP address) per window: KATHA_NEWSLETTER_RATE_LIMIT (default 10) per KATHA_NEWSLETTER_RATE_WINDOW_S (600). */
const limit = () => ({
  max: Number(process.env.KATHA_NEWSLETTER_RATE_LIMIT ?? 10),
  windowMs: Number(process.env.KATHA_NEWSLETTER_RATE_WINDOW_S ?? 600) * 1000,
});

/**
 * Counts one attempt of this client; throws 429 past the limit. In the rate limits' store
 * (src/utils/rate-limit.ts), so shared by every instance with KATHA_REDIS_URL.
 */
async function rateLimit(client: string) {
  const retryAfterSeconds = await consume([{ key: `newsletter|ip|${client}`, limit: limit() }]);
  if (retryAfterSeconds !== null)
    throw new errors.RateLimitError('Too many sign-ups from this client; try again later', {
      retryAfterSeconds,
    });
}

/**
 * Sign-up only. The email is validated and lower-cased; the reader's language comes as `language`
 * (or `locale`, stored as `language`: Strapi keeps `locale` for i18n). Each client (IP) gets
 * KATHA_NEWSLETTER_RATE_LIMIT attempts per window, then 429.
 *
 * Nobody can learn who is subscribed: a new address and one already on the list get the same
 * 201 answer, built from the request alone (an address is stored once; signing up again changes
 * nothing). There is no route that lists or reads subscribers.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    await rateLimit(ctx.request.ip || 'unknown');
    const body = (ctx.request as { body?: { data?: unknown } }).body;
    const input = (body?.data ?? {}) as Record<string, unknown>;
    if (typeof input.email !== 'string' || !input.email.trim())
      throw new errors.ValidationError('email is required');
    const email = input.email.trim().toLowerCase();
    if (!isEmail(email)) throw new errors.ValidationError('email is not a valid address');
    const language = input.language ?? input.locale ?? 'en';
    if (typeof language !== 'string' || !(LOCALES as readonly string[]).includes(language))
      throw new errors.ValidationError(`language must be one of ${LOCALES.join(', ')}`);
    const source =
      typeof input.source === 'string' && input.source.trim() ? input.source.trim().slice(0, 200) : 'site';
    const existing = await strapi.db.query(UID).findOne({ select: ['documentId'], where: { email } });
    let documentId = existing?.documentId as string | undefined;
    if (!documentId) {
      try {
        const created = await strapi.documents(UID).create({
          data: { email, language, source } as Record<string, unknown>,
        });
        documentId = created.documentId;
      } catch (error) {
        // Two sign-ups of one address at once: the unique index let one through; answer the same.
        const raced = await strapi.db.query(UID).findOne({ select: ['documentId'], where: { email } });
        if (!raced) throw error;
        documentId = raced.documentId as string;
      }
    }
    ctx.status = 201;
    return { data: { documentId, email, language, source } };
  },
}));
