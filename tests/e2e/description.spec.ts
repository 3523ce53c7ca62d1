import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from '@katha/tools/cms-build';
import { cmsApi, expect, test, webUrl, wholeServerPage } from './helpers.js';

/**
 * An article's description (spec section 9): its subtitle, or, when it has none, the first 150
 * characters of its text, in the server's head tags (meta description, og: and twitter:). The seed
 * has articles without a subtitle in each language; the expected text is read from their seed files.
 */

const SEED = path.join(CMS_DIR, 'seed-content', 'articles');
const WITHOUT_SUBTITLE = [
  'en/the-stepwells-of-gujarat',
  'en/what-the-banyan-saw',
  'hi-IN/kachchh-ka-ran',
  'kn-IN/gokarnada-kadalu',
];

/** A seed file's title, subtitle and visible text (paragraphs and lines separated by a space). */
function seedArticle(file: string) {
  const text = fs.readFileSync(path.join(SEED, `${file}.md`), 'utf8');
  const [, front = '', body = ''] = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
  const field = (name: string) => front.match(new RegExp(`^${name}:\\s*(.*)$`, 'm'))?.[1]?.trim();
  const visible = body
    .split('\n')
    .map((line) => line.replace(/^(##\s+|>\s?)/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { title: field('title')!, subtitle: field('subtitle'), text: visible };
}

/** The published article's slug with this title in `locale`, through the CMS API. */
async function slugOf(locale: string, title: string): Promise<string> {
  const slugs: string[] = [];
  for (let page = 1; page <= 5 && !slugs.length; page++) {
    const response = await fetch(
      `${cmsApi()}/articles?locale=${locale}&fields[0]=slug&fields[1]=title&pagination[pageSize]=100&pagination[page]=${page}`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { slug: string; title: string }[] };
    slugs.push(...body.data.filter((article) => article.title === title).map((article) => article.slug));
    if (body.data.length < 100) break;
  }
  expect(slugs, `${locale} article "${title}"`).toHaveLength(1);
  return slugs[0]!;
}

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function descriptions(html: string) {
  const content = (attribute: string, key: string) => {
    const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
    return tag ? decode(tag[1]!) : undefined;
  };
  return [
    content('name', 'description'),
    content('property', 'og:description'),
    content('name', 'twitter:description'),
  ];
}

for (const file of WITHOUT_SUBTITLE) {
  test(`an article without a subtitle is described by the first 150 characters of its text (${file})`, async ({
    request,
  }) => {
    const [locale] = file.split('/');
    const seed = seedArticle(file);
    expect(seed.subtitle, 'the seed file has no subtitle').toBeUndefined();
    const slug = await slugOf(locale!, seed.title);
    // Once a render had the CMS's answer (a busy machine's render past the server's wait is the
    // loading page, with the site's own description, as it should be for a reader).
    const { html } = await wholeServerPage(request, `${webUrl()}/core/article/${encodeURIComponent(slug)}`);
    const expected = Array.from(seed.text).slice(0, 150).join('').trim();
    expect(Array.from(expected).length).toBeGreaterThanOrEqual(149);
    expect(descriptions(html)).toEqual([expected, expected, expected]);
  });
}

test('an article with a subtitle is described by its subtitle', async ({ request }) => {
  const seed = seedArticle('en/mango-season');
  const slug = await slugOf('en', seed.title);
  const { html } = await wholeServerPage(request, `${webUrl()}/core/article/${encodeURIComponent(slug)}`);
  expect(descriptions(html)).toEqual([seed.subtitle, seed.subtitle, seed.subtitle]);
});
