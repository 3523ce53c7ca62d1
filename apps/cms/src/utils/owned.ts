import { type Core, factories } from '@strapi/strapi';
import type { UID } from '@strapi/types';
import { errors } from '@strapi/utils';
import { type Ctx, callerProfile, type OwnProfile, ownFilters } from './owner';

/**
 * A core controller whose reads return only the caller's own records: `owner` says which field
 * points at the caller's profile. Anonymous callers get 401 (their route permission is off anyway).
 */
type Handler = (this: CoreMethods, ctx: Ctx) => Promise<unknown>;
type CoreMethods = Record<'find' | 'findOne' | 'create' | 'update', (ctx: Ctx) => Promise<unknown>> & {
  sanitizeOutput(data: unknown, ctx: Ctx): Promise<unknown>;
  transformResponse(data: unknown): unknown;
};

/** The core (factory) implementation of an action, for extra handlers that wrap it. */
export const core = (controller: CoreMethods): CoreMethods => Object.getPrototypeOf(controller);

export const ownedReadController = (
  uid: UID.ContentType,
  owner: string,
  extra: (strapi: Core.Strapi) => Record<string, Handler> = () => ({}),
) =>
  factories.createCoreController(uid, ({ strapi }) => {
    const mine = (own: OwnProfile) => ({ [owner]: { documentId: own.documentId } });
    return {
      async find(ctx: Ctx) {
        const own = await callerProfile(strapi, ctx);
        ctx.query = ownFilters(ctx.query, mine(own));
        return super.find(ctx);
      },
      async findOne(ctx: Ctx) {
        const own = await callerProfile(strapi, ctx);
        const found = await strapi.db
          .query(uid)
          .findOne({ select: ['id'], where: { documentId: ctx.params.id, ...mine(own) } });
        if (!found) throw new errors.NotFoundError('Not Found');
        return super.findOne(ctx);
      },
      ...extra(strapi),
    };
  });
