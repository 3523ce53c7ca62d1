import { cmsApi, expect, readToTheEnd, test, webUrl } from './helpers.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const KANNADA = /[\u0C80-\u0CFF]/;

test('switching to Hindi and Kannada changes the interface and the content together, and is remembered', async ({
  page,
}) => {
  await page.goto(webUrl());
  await expect(page.getByRole('heading', { name: 'Latest stories' })).toBeVisible();
  const switcher = page.locator('header katha-language-switcher select');

  await switcher.selectOption('hi-IN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'नई कहानियाँ' })).toBeVisible();
  await expect(page.getByTestId('recruit-banner')).toContainText('लेखक');
  await expect(page.locator('.home__latest katha-article-card [part="title"]').first()).toHaveText(
    DEVANAGARI,
  );
  await expect(page).toHaveTitle(/कथा/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'नई कहानियाँ' })).toBeVisible();

  await switcher.selectOption('kn-IN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
  await expect(page.getByRole('heading', { name: 'ಹೊಸ ಕಥೆಗಳು' })).toBeVisible();
  await expect(page.locator('.home__latest katha-article-card [part="title"]').first()).toHaveText(KANNADA);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('kn-IN');
});

test('an article offers its translations, and switching language opens the translation', async ({ page }) => {
  const response = await fetch(
    `${cmsApi()}/articles?locale=en&fields[0]=slug&populate[localizations][fields][0]=slug&populate[localizations][fields][1]=locale&pagination[pageSize]=50`,
  );
  const { data } = (await response.json()) as {
    data: { slug: string; localizations: { slug: string; locale: string }[] }[];
  };
  const translated = data.find((article) => article.localizations.some((other) => other.locale === 'kn-IN'))!;
  const kannada = translated.localizations.find((other) => other.locale === 'kn-IN')!;

  await page.goto(`${webUrl()}/core/article/${translated.slug}`);
  await readToTheEnd(page);
  const links = page.getByRole('navigation', { name: 'Translations' });
  await expect(links.getByRole('link', { name: 'ಕನ್ನಡ' })).toBeVisible();

  await page.locator('header katha-language-switcher select').selectOption('kn-IN');
  await expect(page).toHaveURL(`${webUrl()}/core/article/${encodeURIComponent(kannada.slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(KANNADA);
  await expect(page.locator('article.article')).toHaveAttribute('lang', 'kn-IN');
  // Drawn in the self-hosted Kannada face, not as empty boxes.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some(
          (face) => face.family.includes('Noto Sans Kannada') && face.status === 'loaded',
        );
      }),
    )
    .toBe(true);
});
