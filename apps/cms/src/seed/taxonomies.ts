/** Topics, blog topics (named in every locale) and publishers (with logos). */
import { LOCALES, type TopicSource } from './content';
import { type Ctx, docs, mapLimit } from './context';
import { logoSvg, renderPng } from './images';
import PUBLISHERS from './publishers.json';
import { uploadImage } from './uploads';

export async function seedLocalizedList(ctx: Ctx, uid: string, items: TopicSource[]) {
  const map = new Map<string, string>();
  for (const item of items) {
    const existing = await docs(ctx.strapi, uid).findFirst({ filters: { slug: item.slug }, locale: 'en' });
    const doc =
      existing ??
      (await docs(ctx.strapi, uid).create({ locale: 'en', data: { name: item.name.en, slug: item.slug } }));
    for (const locale of LOCALES) {
      if (locale === 'en') continue;
      await docs(ctx.strapi, uid).update({
        documentId: doc.documentId,
        locale,
        data: { name: item.name[locale], slug: item.slug },
      });
    }
    map.set(item.slug, doc.documentId);
  }
  return map;
}

export async function seedPublishers(ctx: Ctx) {
  const map = new Map<string, string>();
  const logos = await mapLimit(PUBLISHERS, 3, async (p) =>
    uploadImage(
      ctx,
      `logo-${p.slug}.png`,
      await renderPng(logoSvg(p.name, p.colours[0], p.colours[1])),
      'image/png',
      p.name,
    ),
  );
  for (const [i, p] of PUBLISHERS.entries()) {
    const doc = await docs(ctx.strapi, 'api::publisher.publisher').create({
      data: { name: p.name, slug: p.slug, website: p.website, logo: logos[i].id },
    });
    map.set(p.slug, doc.documentId);
  }
  return map;
}
