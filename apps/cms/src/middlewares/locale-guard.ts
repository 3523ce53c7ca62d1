import { errors } from '@strapi/utils';
import { LOCALES } from '../utils/limits';
import type { Ctx } from '../utils/owner';

const ACCEPTED: readonly string[] = [...LOCALES, '*', 'all'];

/** An API call with `?locale=` names one of the site's locales, or it is a 400 (not a silent fallback). */
export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  const locale = ctx.query.locale;
  if (
    ctx.path.startsWith('/api/') &&
    locale !== undefined &&
    (typeof locale !== 'string' || !ACCEPTED.includes(locale))
  ) {
    throw new errors.ValidationError(`Unknown locale "${String(locale)}"; use one of ${LOCALES.join(', ')}`);
  }
  await next();
};
