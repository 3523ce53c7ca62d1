import { routePath } from '@katha/rules';
import type { Ctx } from './owner';

/** A request as the router routes it: the method (HEAD runs the GET route) and the canonical path. */
export interface Route {
  method: string;
  path: string;
}

/**
 * The route a request reaches, for every rule that picks requests by route (the query guard and
 * the role rules of the contract, the rate limits): the path in the one form every spelling the
 * router takes shares (@katha/rules `routePath`: case, a trailing slash, escapes), or undefined when
 * no route takes the path. HEAD counts as GET: the router runs the GET route for it.
 */
export const routeOf = (ctx: Pick<Ctx, 'method' | 'path'>): Route | undefined => {
  const path = routePath(ctx.path);
  if (path === undefined) return undefined;
  const method = ctx.method.toUpperCase();
  return { method: method === 'HEAD' ? 'GET' : method, path };
};
