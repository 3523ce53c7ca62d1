/** Insights (daily views, reads, likes), monthly revenues and each author's earnings. */
import type { SeededArticle } from './articles';
import { type BulkRow, bulkInsert } from './bulk';
import {
  ARTICLE,
  type Ctx,
  DAY,
  type Data,
  dayOffset,
  docs,
  isoDate,
  money,
  PROFILE,
  query,
} from './context';
import type { Person } from './people';
import { createRng, type Rng } from './prng';

export async function seedInsightsAndRevenues(
  ctx: Ctx,
  rng: Rng,
  people: Map<string, Person>,
  articles: SeededArticle[],
) {
  const live = articles.filter((a) => a.published && a.locales.length > 0);
  const days = ctx.mode === 'minimal' ? 7 : 30;
  const rows: BulkRow[] = [];
  const dailyViews = new Map<string, number>();
  for (const article of live) {
    const author = people.get(article.author);
    if (!author) continue;
    // the insight points at the draft and published rows of the article's first locale, as the
    // Document Service links a non-draft type to a draft-and-publish one
    const articleRows = await query(ctx.strapi, ARTICLE).findMany({
      where: { documentId: article.documentId, locale: article.locales[0] },
      select: ['id'],
    });
    const r = createRng(`insight:${article.key}`);
    const popularity = 5 + r.next() ** 2 * 120;
    dailyViews.set(article.documentId, popularity);
    const firstDay = Math.min(
      days - 1,
      Math.floor((ctx.today.getTime() - article.publishedAt.getTime()) / DAY),
    );
    for (let d = firstDay; d >= 0; d--) {
      const day = dayOffset(ctx.today, d);
      // fresh articles get a launch bump; weekends read a little more
      const age = (day.getTime() - article.publishedAt.getTime()) / DAY;
      const bump = age < 7 ? 2.2 - age * 0.17 : 1;
      const weekend = [0, 6].includes(day.getUTCDay()) ? 1.25 : 1;
      const views = Math.max(1, Math.round(popularity * bump * weekend * (0.6 + r.next() * 0.8)));
      const reads = Math.round(views * (0.35 + r.next() * 0.35));
      const likes = Math.round(reads * (0.04 + r.next() * 0.12));
      const comments = r.chance(0.25) ? r.int(1, 3) : 0;
      rows.push({
        fields: { date: isoDate(day), views, reads, likes, comments },
        relations: { article: articleRows.map((row) => row.id), author: [author.profile.id] },
      });
    }
  }
  const insights = await bulkInsert(ctx.strapi, ctx.trx, 'api::insight.insight', rows, 'insights');
  ctx.log(`${insights} insights (${days} days)`);

  // monthly revenues for the last 6 months (first day of the month), per published article
  let revenues = 0;
  const totals = new Map<string, { earned: number; recent: number }>();
  const currentMonth = new Date(Date.UTC(ctx.today.getUTCFullYear(), ctx.today.getUTCMonth(), 1));
  for (const article of live) {
    const author = people.get(article.author);
    if (!author) continue;
    for (let m = 5; m >= 0; m--) {
      const period = new Date(Date.UTC(currentMonth.getUTCFullYear(), currentMonth.getUTCMonth() - m, 1));
      const periodEnd = new Date(Date.UTC(period.getUTCFullYear(), period.getUTCMonth() + 1, 1));
      if (article.publishedAt >= periodEnd) continue;
      // the month's views: the article's daily readership over the days it was live (to today)
      const from = Math.max(period.getTime(), article.publishedAt.getTime());
      const to = Math.min(periodEnd.getTime(), ctx.today.getTime() + DAY);
      const liveDays = Math.max(1, Math.round((to - from) / DAY));
      const views = Math.round(
        (dailyViews.get(article.documentId) ?? 20) * liveDays * (0.8 + rng.next() * 0.4),
      );
      const incentive = money(views * (0.08 + rng.next() * 0.07));
      const ads = money(views * (0.03 + rng.next() * 0.05));
      const other = rng.chance(0.3) ? money(rng.int(25, 400)) : 0;
      await docs(ctx.strapi, 'api::article-revenue.article-revenue').create({
        data: {
          article: { documentId: article.documentId, locale: article.locales[0] },
          author: { documentId: author.profile.documentId },
          period: isoDate(period),
          amount_earned_incentive: incentive,
          amount_earned_ads: ads,
          amount_earned_other: other,
        },
      });
      const t = totals.get(article.author) ?? { earned: 0, recent: 0 };
      t.earned += incentive + ads + other;
      if (m <= 1) t.recent += incentive + ads + other;
      totals.set(article.author, t);
      revenues++;
    }
  }
  for (const [username, t] of totals) {
    const person = people.get(username);
    if (!person) continue;
    await docs(ctx.strapi, 'api::profile-revenue.profile-revenue').create({
      data: {
        profile: { documentId: person.profile.documentId },
        Total_amount_paid: money(t.earned - t.recent),
        Total_amount_due: money(t.recent),
      },
    });
    const stat = (person.profile.user_stat ?? {}) as Data;
    await docs(ctx.strapi, PROFILE).update({
      documentId: person.profile.documentId,
      data: {
        user_stat: {
          total_earnings: money(t.earned),
          reading_points: stat.reading_points ?? 0,
          reading_level: stat.reading_level ?? 1,
          reading_bonus: stat.reading_bonus ?? 0,
        },
      },
    });
  }
  ctx.log(`${revenues} article revenues, ${totals.size} profile revenues`);
}
