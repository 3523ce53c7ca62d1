import { createRequire } from 'node:module';
import { createI18n } from '@katha/i18n';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { EmbedsI18n } from '../src/core/i18n.js';
import '../src/generated/messages/embeds-author.js';
import { cmsUrl, LOCALES, newest, pagesUrl, storyCount, subscribers, writeArticle } from './cms-data.js';

/** The widgets' words in a locale: the kit's catalogs and the embeds' own (src/messages). */
const i18nOf = (locale: (typeof LOCALES)[number]): EmbedsI18n => createI18n(locale);

/** The pages of the consumer project, all built from the packed tarballs and served from their own origin. */
const PAGES = ['partner.html', 'bundle.html'] as const;

/** The kit's newsletter words in each locale, from the catalogs themselves. */
const WORDS = Object.fromEntries(
  LOCALES.map((locale) => {
    const i18n = createI18n(locale);
    return [
      locale,
      {
        heading: i18n.t('newsletter-form.heading'),
        subscribe: i18n.t('newsletter-form.subscribe'),
        email: i18n.t('newsletter-form.email'),
      },
    ];
  }),
) as Record<(typeof LOCALES)[number], { heading: string; subscribe: string; email: string }>;

const require = createRequire(import.meta.url);

let unique = 0;
const email = (name: string) => `${name}.${Date.now().toString(36)}${unique++}@example.org`;

/** Fails the test when the page runs anything it should not (an alert, a global set by a payload, an error). */
function watchForScripts(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    async check() {
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(problems).toEqual([]);
    },
  };
}

/** Opens a demo page and waits until the data widgets above the sign-up have rendered, so nothing moves under a click. */
async function openSettled(page: Page, name: string) {
  await page.goto(`${pagesUrl()}/${name}`);
  await expect(page.locator('#card-by-slug katha-article-card [part="title"]')).toBeVisible();
  await expect(page.locator('#list katha-article-card')).toHaveCount(2);
  await expect(page.locator('#author [part="name"]')).toBeVisible();
}

const setAttributes = (widget: Locator, attributes: Record<string, string>) =>
  widget.evaluate((element, values) => {
    for (const [name, value] of Object.entries(values)) element.setAttribute(name, value);
  }, attributes);

for (const pageName of PAGES) {
  test.describe(pageName, () => {
    for (const locale of LOCALES) {
      test(`every widget shows the seeded data in ${locale}`, async ({ page }) => {
        const [latest] = await newest(locale, undefined, 1);
        expect(latest?.author?.username).toBeTruthy();
        const byAuthor = await newest(locale, latest!.author!.username!);
        const scripts = watchForScripts(page);
        await page.goto(`${pagesUrl()}/${pageName}`);

        const card = page.locator('#card-by-slug');
        await setAttributes(card, { locale, slug: '', 'document-id': latest!.documentId });
        await expect(card.locator('katha-article-card [part="title"]')).toHaveText(latest!.title!);
        await expect(card.locator('katha-article-card [part="title"]')).toHaveAttribute(
          'href',
          `https://katha.example/core/article/${encodeURIComponent(latest!.slug!)}`,
        );

        const list = page.locator('#list');
        await setAttributes(list, { locale, topic: '', author: latest!.author!.username!, 'page-size': '2' });
        const titles = list.locator('katha-article-card [part="title"]');
        await expect(titles).toHaveText(byAuthor.map((article) => article.title!));

        const author = page.locator('#author');
        const username = latest!.author!.username!;
        await setAttributes(author, { locale, username });
        await expect(author.locator('[part="name"]')).toHaveText(latest!.author!.name || username);
        await expect(author.locator('[part="count"]')).toHaveText(
          i18nOf(locale).t('embeds-author.stories', { count: await storyCount(locale, username) }),
        );
        await expect(author.locator('a[part="badge"]')).toHaveAttribute(
          'href',
          `https://katha.example/core/search?key=${encodeURIComponent(latest!.author!.name || username)}`,
        );

        const newsletter = page.locator('#newsletter');
        await setAttributes(newsletter, { locale });
        await expect(newsletter.getByRole('heading', { name: WORDS[locale].heading })).toBeVisible();
        await expect(newsletter.getByRole('button', { name: WORDS[locale].subscribe })).toBeVisible();
        await scripts.check();
      });
    }
  });
}

test.describe('react.html', () => {
  for (const locale of LOCALES) {
    test(`every widget shows the seeded data in ${locale}`, async ({ page }) => {
      const [latest] = await newest(locale, undefined, 1);
      const byAuthor = await newest(locale, latest!.author!.username!);
      const scripts = watchForScripts(page);
      const query = new URLSearchParams({
        locale,
        doc: latest!.documentId,
        author: latest!.author!.username!,
      });
      await page.goto(`${pagesUrl()}/react.html?${query}`);
      await expect(page.locator('#card-by-slug katha-article-card [part="title"]')).toHaveText(
        latest!.title!,
      );
      await expect(page.locator('#list katha-article-card [part="title"]')).toHaveText(
        byAuthor.map((article) => article.title!),
      );
      await expect(page.locator('#author [part="count"]')).toHaveText(
        i18nOf(locale).t('embeds-author.stories', {
          count: await storyCount(locale, latest!.author!.username!),
        }),
      );
      await expect(
        page.locator('#newsletter').getByRole('heading', { name: WORDS[locale].heading }),
      ).toBeVisible();
      await scripts.check();
    });
  }

  test('a React state change re-renders the widgets in the next language', async ({ page }) => {
    const [latest] = await newest('hi-IN', undefined, 1);
    await page.goto(`${pagesUrl()}/react.html?doc=${latest!.documentId}`);
    const newsletter = page.locator('#newsletter');
    await expect(newsletter.getByRole('heading', { name: WORDS.en.heading })).toBeVisible();
    await page.locator('#switch').click();
    await expect(newsletter.getByRole('heading', { name: WORDS['hi-IN'].heading })).toBeVisible();
    await expect(page.locator('#card-by-slug katha-article-card [part="title"]')).toHaveText(latest!.title!);
  });
});

test('single-file modules: each carries what it needs, and several share a page', async ({ page }) => {
  const scripts = watchForScripts(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) requests.push(new URL(request.url()).pathname);
  });
  await page.goto(`${pagesUrl()}/single.html`);
  const newsletter = page.locator('#newsletter');
  await expect(newsletter.getByRole('heading', { name: WORDS['hi-IN'].heading })).toBeVisible();
  await expect(page.locator('#card-by-slug katha-article-card [part="title"]')).toBeVisible();
  // The card and the list both bring katha-article-card (and the kit's state elements): the first file defines
  // them, the other reuses them (scripts/define-once.js).
  await expect(page.locator('#list katha-article-card')).toHaveCount(2);
  // One file per widget, no chunks.
  expect(requests.sort()).toEqual(
    ['article-card', 'article-list', 'newsletter-signup'].map((name) => `/embeds/single/${name}.js`),
  );
  await newsletter.getByLabel(WORDS['hi-IN'].email).fill('not an email');
  await newsletter.getByRole('button', { name: WORDS['hi-IN'].subscribe }).click();
  await expect(newsletter.getByRole('alert')).toHaveText(createI18n('hi-IN').t('text-field.email'));
  await expect(newsletter.getByLabel(WORDS['hi-IN'].email)).toBeFocused();
  await scripts.check();
});

test("one tag rule: the widgets are katha-embed-<name>, and the plain katha-<name> tags are the kit's elements they render", async ({
  page,
}) => {
  await openSettled(page, 'partner.html');
  const tags = await page.evaluate(() => {
    const widgets = ['article-card', 'article-list', 'author-badge', 'newsletter-signup'];
    return {
      widgets: widgets.filter((name) => customElements.get(`katha-embed-${name}`)),
      // 0.1.0's sign-up tag is gone (README, Tag names).
      renamed: customElements.get('katha-newsletter-signup') === undefined,
      kit: ['katha-article-card', 'katha-article-list', 'katha-newsletter-form'].filter((tag) =>
        customElements.get(tag),
      ),
    };
  });
  expect(tags).toEqual({
    widgets: ['article-card', 'article-list', 'author-badge', 'newsletter-signup'],
    renamed: true,
    kit: ['katha-article-card', 'katha-article-list', 'katha-newsletter-form'],
  });
  // The widgets render the kit's own elements.
  await expect(page.locator('#card-by-slug katha-article-card')).toHaveCount(1);
  await expect(page.locator('#newsletter katha-newsletter-form')).toHaveCount(1);
});

test('the widgets have no accessibility violations (axe), loaded and in their states', async ({ page }) => {
  await page.goto(`${pagesUrl()}/partner.html`);
  await expect(page.locator('#list katha-article-card')).toHaveCount(2);
  await expect(page.locator('#card-by-slug [part="card"]')).toBeVisible();
  await expect(page.locator('#author [part="count"]')).toBeVisible();
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const audit = () =>
    page.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: {
          run(
            context: unknown,
            options: unknown,
          ): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
        };
      };
      const results = await axe.run(
        { include: [['#card-by-slug'], ['#card-themed'], ['#list'], ['#author'], ['#newsletter']] },
        // No preload: the style sheets' text serves only an experimental rule axe does not run.
        { resultTypes: ['violations'], preload: false },
      );
      return results.violations.map(
        (violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
      );
    });
  expect(await audit()).toEqual([]);
  // The not-found, empty and error states, in Hindi.
  await setAttributes(page.locator('#card-by-slug'), { slug: 'no-such-story', locale: 'hi-IN' });
  await setAttributes(page.locator('#list'), { topic: 'no-such-topic', locale: 'hi-IN' });
  await setAttributes(page.locator('#card-themed'), { 'cms-url': 'http://127.0.0.1:9', locale: 'hi-IN' });
  await expect(page.locator('#card-themed').getByRole('alert')).toBeVisible();
  await expect(page.locator('#list').getByText('अभी कोई कहानी नहीं')).toBeVisible();
  await expect(page.locator('#card-by-slug').getByText('कहानी नहीं मिली')).toBeVisible();
  expect(await audit()).toEqual([]);
});

test('the list pages with "Load more"', async ({ page }) => {
  const all = await newest('en', undefined, 4);
  await openSettled(page, 'partner.html');
  const list = page.locator('#list');
  await setAttributes(list, { topic: '', author: '', 'page-size': '2' });
  const titles = list.locator('katha-article-card [part="title"]');
  await expect(titles).toHaveText(all.slice(0, 2).map((article) => article.title!));
  await list.getByRole('button', { name: 'Load more' }).click();
  await expect(titles).toHaveText(all.map((article) => article.title!));
});

test('a widget moved in the page while loading still loads', async ({ page }) => {
  const [latest] = await newest('en', undefined, 1);
  const byAuthor = await newest('en', latest!.author!.username!);
  await page.goto(`${pagesUrl()}/partner.html`);
  await expect(page.locator('#list katha-article-card')).toHaveCount(2);
  // Change what they show, let the fetches start, then move both elsewhere before any answer.
  await page.evaluate(
    async ({ author, documentId }) => {
      const list = document.querySelector('#list')!;
      const card = document.querySelector('#card-by-slug')!;
      list.setAttribute('author', author);
      list.setAttribute('topic', '');
      card.setAttribute('slug', '');
      card.setAttribute('document-id', documentId);
      await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
      await Promise.all([(list as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete]);
      const aside = document.createElement('aside');
      document.body.append(aside);
      aside.append(list, card);
    },
    { author: latest!.author!.username!, documentId: latest!.documentId },
  );
  await expect(page.locator('aside #list katha-article-card [part="title"]')).toHaveText(
    byAuthor.map((article) => article.title!),
  );
  await expect(page.locator('aside #card-by-slug katha-article-card [part="title"]')).toHaveText(
    latest!.title!,
  );
});

test("without a locale attribute the widgets follow the page's lang, data included", async ({ page }) => {
  const [latest] = await newest('kn-IN', undefined, 1);
  await page.goto(`${pagesUrl()}/partner.html`);
  const card = page.locator('#card-by-slug');
  await expect(card.locator('katha-article-card [part="title"]')).toBeVisible();
  await card.evaluate((element, documentId) => {
    element.removeAttribute('locale');
    element.setAttribute('slug', '');
    element.setAttribute('document-id', documentId);
  }, latest!.documentId);
  await page.locator('#newsletter').evaluate((element) => element.removeAttribute('locale'));
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'kn'));
  await expect(card.locator('katha-article-card [part="title"]')).toHaveText(latest!.title!);
  await expect(
    page.locator('#newsletter').getByRole('heading', { name: WORDS['kn-IN'].heading }),
  ).toBeVisible();
});

test('empty and not-found states are shown and translated', async ({ page }) => {
  await page.goto(`${pagesUrl()}/partner.html`);
  const card = page.locator('#card-by-slug');
  await setAttributes(card, { slug: 'no-such-story-anywhere', locale: 'en' });
  await expect(card.getByText('Story not found')).toBeVisible();
  const list = page.locator('#list');
  await setAttributes(list, { topic: 'no-such-topic', locale: 'en' });
  await expect(list.getByText('No stories yet')).toBeVisible();
  await setAttributes(list, { locale: 'hi-IN' });
  await expect(list.getByText('अभी कोई कहानी नहीं')).toBeVisible();
});

test('a CMS that cannot be reached shows the error state with a retry', async ({ page }) => {
  await page.goto(`${pagesUrl()}/partner.html`);
  const card = page.locator('#card-by-slug');
  // A port nothing listens on.
  await setAttributes(card, { 'cms-url': 'http://127.0.0.1:9' });
  await expect(card.getByRole('alert')).toContainText('We could not load stories from Katha just now.');
  await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible();
  await setAttributes(card, { 'cms-url': cmsUrl() });
  await expect(card.locator('katha-article-card [part="title"]')).toBeVisible();
});

test("the widgets' pictures come from the site's image endpoint, absolute, at its widths", async ({
  page,
}) => {
  await openSettled(page, 'partner.html');
  // The card's own picture (its author's avatar inside it has an image part too).
  const card = page.locator('#card-by-slug katha-article-card [part="image"]').first();
  const onSite = /^https:\/\/katha\.example\/_image\?url=%2Fuploads%2F[^&\s]+&w=(\d+)&q=75$/;
  const candidates = ((await card.getAttribute('srcset')) ?? '').split(', ');
  expect(candidates.length).toBeGreaterThan(0);
  for (const candidate of candidates) {
    const [url, descriptor] = candidate.split(' ');
    expect(url).toMatch(onSite);
    expect([640, 750, 828, 1080, 1200, 1920, 2048, 3840]).toContain(Number(descriptor!.replace('w', '')));
  }
  expect(await card.getAttribute('src')).toMatch(onSite);
  const listed = page.locator('#list katha-article-card [part="image"]').first();
  expect(await listed.getAttribute('src')).toMatch(onSite);
  await expect(page.locator('#author katha-avatar')).toHaveAttribute('src', onSite);
  // `image-endpoint` puts them elsewhere (a CDN in front of the site); a javascript: one is ignored.
  await setAttributes(page.locator('#card-by-slug'), { 'image-endpoint': 'https://cdn.katha.example/img' });
  await expect(card).toHaveAttribute('src', /^https:\/\/cdn\.katha\.example\/img\?url=%2Fuploads%2F/);
  await setAttributes(page.locator('#card-by-slug'), { 'image-endpoint': 'javascript:alert(1)//' });
  await expect(card).toHaveAttribute('src', onSite);
});

test('theming through custom properties and ::part applies', async ({ page }) => {
  await page.goto(`${pagesUrl()}/partner.html`);
  const base = (id: string) => page.locator(`#${id} katha-article-card article[part="base"]`);
  const title = (id: string) => page.locator(`#${id} katha-article-card [part="title"]`);
  await expect(base('card-themed')).toHaveCSS('background-color', 'rgb(255, 248, 220)');
  await expect(base('card-themed')).toHaveCSS('border-top-left-radius', '2px');
  await expect(title('card-themed')).toHaveCSS('text-decoration-line', 'underline');
  await expect(base('card-by-slug')).not.toHaveCSS('background-color', 'rgb(255, 248, 220)');
  await expect(title('card-by-slug')).toHaveCSS('text-decoration-line', 'none');
  // A token set on the widget reaches the kit's elements inside it.
  await page.locator('#newsletter').evaluate((element: HTMLElement) => {
    element.style.setProperty('--katha-color-primary', 'rgb(12, 34, 56)');
  });
  await expect(page.locator('#newsletter katha-button [part="base"]')).toHaveCSS(
    'background-color',
    'rgb(12, 34, 56)',
  );
});

test("the host page's CSS does not leak into the widgets", async ({ page }) => {
  await page.goto(`${pagesUrl()}/partner.html`);
  // The page's own paragraph takes its hostile rule…
  await expect(page.locator('main > p')).toHaveCSS('color', 'rgb(255, 0, 0)');
  // …the widgets' text, images and buttons do not.
  const title = page.locator('#card-by-slug katha-article-card [part="title"]');
  await expect(title).toBeVisible();
  await expect(title).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(title).not.toHaveCSS('font-size', '40px');
  await expect(page.locator('#card-by-slug katha-article-card .media [part="image"]')).not.toHaveCSS(
    'display',
    'none',
  );
  const intro = page.locator('#newsletter p.intro');
  await expect(intro).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(intro).not.toHaveCSS('font-size', '40px');
  await expect(page.locator('#newsletter katha-button [part="base"]')).not.toHaveCSS(
    'background-color',
    'rgb(0, 255, 0)',
  );
});

test.describe('newsletter', () => {
  for (const pageName of PAGES) {
    test(`${pageName}: stores a subscriber once; a repeat gets the same clear answer`, async ({ page }) => {
      const address = email('partner');
      for (const attempt of [1, 2]) {
        await openSettled(page, pageName);
        const newsletter = page.locator('#newsletter');
        await newsletter.getByLabel('Email address').fill(address.toUpperCase());
        await newsletter.getByRole('button', { name: 'Subscribe' }).click();
        await expect(
          newsletter.getByText('Thank you! You are subscribed.'),
          `attempt ${attempt}`,
        ).toBeVisible();
        await expect(newsletter.getByText('Each address is on the list only once')).toBeVisible();
      }
      expect(await subscribers(address)).toEqual(['en']);
    });
  }

  test('signs up in the widget’s language and checks the address in the browser', async ({ page }) => {
    const address = email('kannada');
    await openSettled(page, 'partner.html');
    const newsletter = page.locator('#newsletter');
    await setAttributes(newsletter, { locale: 'kn-IN' });
    await newsletter.getByLabel(WORDS['kn-IN'].email).fill('not an email');
    await newsletter.getByRole('button', { name: WORDS['kn-IN'].subscribe }).click();
    expect(await subscribers('not an email')).toEqual([]);
    await newsletter.getByLabel(WORDS['kn-IN'].email).fill(address);
    await newsletter.getByRole('button', { name: WORDS['kn-IN'].subscribe }).click();
    await expect(newsletter.locator('[part="note"]')).toBeVisible();
    expect(await subscribers(address)).toEqual(['kn-IN']);
  });
});

test('XSS payloads in article data and in attributes execute nothing', async ({ page }) => {
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  const article = await writeArticle({
    title: `Payload ${payload}`,
    subtitle: `"><svg onload="window.__xss=3"></svg>`,
  });
  const scripts = watchForScripts(page);
  await openSettled(page, 'partner.html');
  const card = page.locator('#card-by-slug');
  await setAttributes(card, { slug: '', 'document-id': article.documentId, locale: 'en' });
  // The payload is shown as text, never parsed.
  await expect(card.locator('katha-article-card [part="title"]')).toHaveText(`Payload ${payload}`);
  await expect(card.locator('[part="card"]').getByText('<svg onload')).toBeVisible();
  expect(await card.locator('[part="card"] script, [part="card"] svg[onload]').count()).toBe(0);

  // Attributes: script URLs are refused, markup in values stays a value.
  const themed = page.locator('#card-themed');
  await setAttributes(themed, {
    'site-url': 'javascript:window.__xss=4//',
    slug: '"><img src=x onerror="window.__xss=5">',
    locale: '"><img src=x onerror="window.__xss=6">',
  });
  await expect(themed.getByText('Story not found')).toBeVisible();
  await setAttributes(themed, { 'cms-url': 'javascript:window.__xss=7', slug: 'a-night-of-yakshagana' });
  await expect(themed.getByRole('alert')).toBeVisible();
  await setAttributes(themed, { 'cms-url': cmsUrl(), 'document-id': article.documentId, slug: '' });
  await expect(themed.locator('katha-article-card [part="title"]')).toHaveText(`Payload ${payload}`);
  // With a javascript: site-url the title falls back to a plain path, never a script URL.
  const href = await themed.locator('katha-article-card [part="title"]').getAttribute('href');
  expect(href).not.toMatch(/^javascript:/i);
  await setAttributes(page.locator('#author'), {
    username: '"><img src=x onerror="window.__xss=10">',
    'site-url': 'javascript:window.__xss=11//',
  });
  await expect(page.locator('#author').getByText('Author not found')).toBeVisible();
  await setAttributes(page.locator('#author'), { username: 'asha_rao' });
  await expect(page.locator('#author [part="name"]')).toBeVisible();
  expect(await page.locator('#author a').count()).toBe(0);
  await page.locator('#newsletter').evaluate((element) => {
    element.setAttribute('cms-url', 'javascript:window.__xss=8');
    element.setAttribute('source', '<img src=x onerror="window.__xss=9">');
  });
  await scripts.check();
});

test('the CMS answers partner pages only for public reads and the sign-up', async ({ page }) => {
  await openSettled(page, 'partner.html');
  const outcome = await page.evaluate(async (cms) => {
    const attempt = async (path: string, init?: RequestInit) => {
      try {
        return (await fetch(`${cms}${path}`, init)).status;
      } catch {
        return 'blocked';
      }
    };
    return {
      read: await attempt('/api/articles?locale=en&pagination[pageSize]=1'),
      me: await attempt('/api/users/me', { headers: { Authorization: 'Bearer x' } }),
      write: await attempt('/api/articles', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"data":{}}',
      }),
    };
  }, cmsUrl());
  expect(outcome).toEqual({ read: 200, me: 'blocked', write: 'blocked' });
});

// Last: it uses up this client's sign-up allowance (KATHA_NEWSLETTER_RATE_LIMIT=20 in global-setup.ts).
test('too many sign-ups from one client are refused, and the widget says so', async ({ page }) => {
  await openSettled(page, 'partner.html');
  const statuses = await page.evaluate(async (cms) => {
    const seen: number[] = [];
    for (let index = 0; index < 21 && !seen.includes(429); index++) {
      const response = await fetch(`${cms}/api/newsletter-subscribers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { email: `flood${index}@example.org` } }),
      });
      seen.push(response.status);
    }
    return seen;
  }, cmsUrl());
  expect(statuses.at(-1)).toBe(429);
  const newsletter = page.locator('#newsletter');
  await newsletter.getByLabel('Email address').fill(email('late'));
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('alert').filter({ hasText: 'Too many sign-ups' })).toBeVisible();
});
