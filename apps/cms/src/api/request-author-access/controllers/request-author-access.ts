import { errors } from '@strapi/utils';
import { core, ownedReadController } from '../../../utils/owned';
import { type AuthUser, callerProfile } from '../../../utils/owner';

const UID = 'api::request-author-access.request-author-access';
const WRITABLE = [
  'tag',
  'name',
  'email',
  'phone',
  'altEmail',
  'altPhone',
  'links',
  'language',
  'referral_code',
];

/** Reads: own only. Create: for the caller's own user and profile, always pending; staff decide in the admin panel. */
export default ownedReadController(UID, 'profile', (strapi) => ({
  async create(ctx) {
    const own = await callerProfile(strapi, ctx);
    const body = (ctx.request as { body?: { data?: unknown } }).body;
    if (!body?.data || typeof body.data !== 'object') {
      throw new errors.ValidationError('Missing "data" payload in the request body');
    }
    const pending = await strapi.db
      .query(UID)
      .findOne({ select: ['id'], where: { profile: { id: own.id }, request_status: 'pending' } });
    if (pending) throw new errors.ValidationError('You already have a pending author access request');
    // `locale` (the spec's name) is stored as `language`: Strapi takes a `locale` field for the i18n dimension.
    const { locale, ...input } = body.data as Record<string, unknown>;
    if (locale !== undefined && input.language === undefined) input.language = locale;
    const data = Object.fromEntries(Object.entries(input).filter(([key]) => WRITABLE.includes(key)));
    if (typeof data.email === 'string') data.email = data.email.trim().toLowerCase();
    (ctx.request as { body?: unknown }).body = {
      data: { ...data, profile: own.documentId, request_status: 'pending' },
    };
    const created = (await core(this).create.call(this, ctx)) as { data?: { documentId?: string } };
    // The user is linked here, not through the request: no role may reach users through relations
    // (none has `user.find`), so the content API refuses a `user` key.
    const documentId = created?.data?.documentId;
    if (documentId) {
      await strapi.db
        .query(UID)
        .update({ where: { documentId }, data: { user: (ctx.state.user as AuthUser).id } });
    }
    return created;
  },
}));
