import type { Ctx } from '../utils/owner';

/**
 * Reads of the API (`GET /api/…`) past the response cache run at most KATHA_READ_CONCURRENCY at a
 * time (1 on SQLite, whose queries run on Strapi's thread; 4 on PostgreSQL, whose
 * queries leave it free while they run; 0 turns the queue off), the others wait their turn in arrival order.
 *
 * Strapi runs on one thread and, on SQLite, its queries run on that thread too: ten requests in
 * progress at once share the CPU and each takes about ten times its own time, the slow ones much
 * longer (their many queries interleave with everyone else's). Served in order, a request waits for
 * the ones that came before it and then runs alone: the same throughput, the same average, and a
 * much shorter tail (p95) when some requests (a rare search) cost more than others.
 */
export default () => {
  const fallback = process.env.DATABASE_CLIENT === 'postgres' ? 4 : 1;
  const limit = Number(process.env.KATHA_READ_CONCURRENCY || fallback);
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (!(limit > 0) || ctx.method !== 'GET' || !ctx.path.startsWith('/api/')) return next();
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await next();
    } finally {
      release();
    }
  };
};
