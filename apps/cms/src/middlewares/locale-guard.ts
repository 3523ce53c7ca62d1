import { errors } from '@strapi/utils';
import { LOCALES } from '../utils/limits';
import type { Ctx } from '../utils/owner';
import { routeOf } from '../utils/route-path';

const ACCEPTED: readonly string[] = [...LOCALES, '*', 'all'];

/**
 * An API call with `?locale=` names one of the site's locales, or it is a 400 (not a silent fallback).
 * A list or an object (`locale[0]=en`) is the query guard's to refuse, with its key.
 */
export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  const locale = ctx.query.locale;
  if (typeof locale === 'string' && routeOf(ctx)?.path.startsWith('/api/') && !ACCEPTED.includes(locale)) {
    throw new errors.ValidationError(`Unknown locale "${String(locale)}"; use one of ${LOCALES.join(', ')}`);
  }
  await next();
};
