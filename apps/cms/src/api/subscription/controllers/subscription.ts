import { errors } from '@strapi/utils';
import { ownedReadController } from '../../../utils/owned';
import { callerProfile } from '../../../utils/owner';

const UID = 'api::subscription.subscription';

/** Reads: own only. `PUT /subscriptions/cancel` with `{ profileId }` (the caller's own) ends the active subscription. */
export default ownedReadController(UID, 'profile', (strapi) => ({
  async cancel(ctx) {
    const own = await callerProfile(strapi, ctx);
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const profileId = body.profileId ?? (body.data as Record<string, unknown> | undefined)?.profileId;
    if (profileId === undefined) throw new errors.ValidationError('profileId is required');
    if (String(profileId) !== own.documentId && String(profileId) !== String(own.id)) {
      throw new errors.ForbiddenError('You can only cancel your own subscription');
    }
    const active = await strapi.db
      .query(UID)
      .findOne({ where: { profile: { id: own.id }, is_active: true }, orderBy: { id: 'desc' } });
    if (!active) throw new errors.NotFoundError('No active subscription');
    const cancelled = await strapi.documents(UID).update({
      documentId: active.documentId,
      data: { is_active: false, cancelled_at: new Date().toISOString() } as Record<string, unknown>,
      populate: ['subscription_plan'],
    });
    return this.transformResponse(await this.sanitizeOutput(cancelled, ctx));
  },
}));
