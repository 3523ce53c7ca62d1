import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { apiLogin, articleSlugs, expect, readToTheEnd, setSessionCookie, test, webUrl } from './helpers.js';
import { expectNoSidewaysScroll } from './overflow.js';

// Every route of the site (apps/web/src/routes.ts), in every locale, light and dark, on phones,
// a tablet and a desktop: axe finds no violation (WCAG 2.1 A and AA, colour contrast included),
// and the page is never wider than the window (issue 15 §3.1: the profile was 501–521 px wide on
// a 390 px phone and scrolled sideways). Each case also narrows the window to the other phone and
// tablet widths and checks the width again, so every route × locale meets every narrow width.
//
// CI runs a pairwise covering subset of route × locale × mode × size (phone, desktop: every pair
// of values meets in some case). `KATHA_FULL_MATRIX=1` runs the whole product, all four
// viewports, on demand:
//   KATHA_FULL_MATRIX=1 npx playwright test --config ../../tests/e2e/playwright.config.ts pages-matrix

const LOCALES = ['en', 'hi-IN', 'kn-IN'] as const;
type Locale = (typeof LOCALES)[number];
const MODES = ['light', 'dark'] as const;
/** Phones (360, 390), a tablet (768) and a desktop (1280), as wide × tall. */
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
const NARROW_WIDTHS = [360, 390, 768];

type Who = 'visitor' | 'reader' | 'writer';
interface Route {
  name: string;
  who: Who;
  /** The path, given the locale (articles are the locale's own). */
  path: (locale: Locale) => string;
  /** What to do on the page once it is loaded (open the register form). */
  afterLoad?: (page: Page) => Promise<void>;
}

const slugs: Partial<Record<Locale, string>> = {};
const articlePath = (locale: Locale) => `/core/article/${encodeURIComponent(slugs[locale] ?? '')}`;
/** Read to the end of the text, so that what follows it is checked too, its comments and more stories loaded. */
const readArticle = async (page: Page) => {
  await readToTheEnd(page);
  await expect(page.locator('.comments katha-comment-thread:not([loading])')).toBeAttached();
  await expect(page.locator('.more-from katha-article-list:not([loading])')).toBeAttached();
};

const ROUTES: Route[] = [
  { name: 'home', who: 'visitor', path: () => '/' },
  { name: 'home signed in', who: 'reader', path: () => '/' },
  { name: 'article', who: 'visitor', path: articlePath, afterLoad: readArticle },
  { name: 'article signed in', who: 'reader', path: articlePath, afterLoad: readArticle },
  { name: 'search', who: 'visitor', path: () => '/core/search?key=the' },
  { name: 'login', who: 'visitor', path: () => '/auth/auth2/login-option' },
  {
    name: 'register',
    who: 'visitor',
    path: () => '/auth/auth2/login-option?mode=register',
    afterLoad: async (page) => {
      await expect(page.locator('input[autocomplete="new-password"]')).toBeVisible();
    },
  },
  { name: 'forgot password', who: 'visitor', path: () => '/auth/auth2/forgot-password' },
  { name: 'reset password', who: 'visitor', path: () => '/auth/auth2/reset-password?code=not-a-code' },
  { name: 'social callback', who: 'visitor', path: () => '/auth/auth2/callback/google' },
  { name: 'profile', who: 'reader', path: () => '/core/profile/me' },
  { name: 'profile of a writer', who: 'writer', path: () => '/core/profile/me' },
  { name: 'bookmarks', who: 'reader', path: () => '/core/bookmarks' },
  { name: 'subscription', who: 'reader', path: () => '/core/subscription' },
  { name: 'my articles', who: 'writer', path: () => '/core/my-articles' },
  { name: 'write', who: 'writer', path: () => '/core/write/new' },
  { name: 'content stats', who: 'writer', path: () => '/core/content-stats' },
  { name: 'terms', who: 'visitor', path: () => '/terms' },
  { name: 'not found', who: 'visitor', path: () => '/no/such/page' },
];

interface Case {
  route: Route;
  locale: Locale;
  mode: (typeof MODES)[number];
  viewport: (typeof VIEWPORTS)[number];
}

/**
 * A covering array of strength 2: greedily picks, from the full product, the case that covers
 * the most value pairs not covered yet, until every pair is. Deterministic (first best wins).
 */
function pairwise<T extends unknown[][]>(factors: T): number[][] {
  const all: number[][] = [[]];
  for (const values of factors) {
    const next: number[][] = [];
    for (const prefix of all) for (let i = 0; i < values.length; i++) next.push([...prefix, i]);
    all.splice(0, all.length, ...next);
  }
  const pairKeys = (combo: number[]) => {
    const keys: string[] = [];
    for (let a = 0; a < combo.length; a++)
      for (let b = a + 1; b < combo.length; b++) keys.push(`${a}:${combo[a]}|${b}:${combo[b]}`);
    return keys;
  };
  const uncovered = new Set(all.flatMap(pairKeys));
  const chosen: number[][] = [];
  while (uncovered.size > 0) {
    let best = all[0]!;
    let bestGain = -1;
    for (const combo of all) {
      const gain = pairKeys(combo).filter((key) => uncovered.has(key)).length;
      if (gain > bestGain) {
        best = combo;
        bestGain = gain;
      }
    }
    for (const key of pairKeys(best)) uncovered.delete(key);
    chosen.push(best);
  }
  return chosen;
}

// CI's pairs take a phone (390) and the desktop as the two sizes: every case narrows the window
// to the other phone and tablet widths anyway, so each route meets 360, 390 and 768 in CI too
// (57 cases instead of 76, the route × locale pairs being the most).
const PAIRWISE_VIEWPORTS = [VIEWPORTS[1], VIEWPORTS[3]];
const combos = process.env.KATHA_FULL_MATRIX
  ? ROUTES.flatMap((_, r) =>
      LOCALES.flatMap((_, l) => MODES.flatMap((_, m) => VIEWPORTS.map((_, v) => [r, l, m, v]))),
    )
  : pairwise([ROUTES, [...LOCALES], [...MODES], PAIRWISE_VIEWPORTS]).map(([r, l, m, v]) => [
      r!,
      l!,
      m!,
      VIEWPORTS.indexOf(PAIRWISE_VIEWPORTS[v!]!),
    ]);
const CASES: Case[] = combos.map(([r, l, m, v]) => ({
  route: ROUTES[r!]!,
  locale: LOCALES[l!]!,
  mode: MODES[m!]!,
  viewport: VIEWPORTS[v!]!,
}));

const tokens: Partial<Record<Exclude<Who, 'visitor'>, { jwt: string; user: unknown }>> = {};

test.beforeAll(async () => {
  for (const locale of LOCALES) slugs[locale] = (await articleSlugs(locale, 1))[0];
  for (const [who, identifier] of [
    ['reader', 'reader@katha.dev'],
    ['writer', 'editor@katha.dev'],
  ] as const) {
    const jwt = await apiLogin(identifier);
    const me = await fetch(`${process.env.KATHA_CMS_API}/users/me`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    tokens[who] = { jwt, user: await me.json() };
  }
});

for (const { route, locale, mode, viewport } of CASES) {
  const label = `${route.name}, ${locale}, ${mode}, ${viewport.width}×${viewport.height}`;
  test(`${label}: no axe violation, never wider than the window`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.context().addCookies([{ name: 'katha_locale', value: locale, url: webUrl() }]);
    const session = route.who === 'visitor' ? undefined : tokens[route.who];
    if (session) await setSessionCookie(page, session.jwt);
    await page.addInitScript(
      ({ mode, locale, user }) => {
        localStorage.setItem('locale', locale);
        localStorage.setItem('katha-theme-settings', JSON.stringify({ activeMode: mode }));
        if (user) localStorage.setItem('user', user);
      },
      { mode, locale, user: session ? JSON.stringify(session.user) : null },
    );
    await page.goto(webUrl() + route.path(locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('data-katha-mode', mode);
    if (session) await expect(page.locator('katha-top-bar [aria-haspopup="menu"]').first()).toBeVisible();
    await expect(page.locator('main h1, main katha-empty-state').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await route.afterLoad?.(page);

    await expectNoSidewaysScroll(page, label);
    await expectNoAxeViolations(page, label);
    for (const width of NARROW_WIDTHS.filter((other) => other !== viewport.width)) {
      await page.setViewportSize({ width, height: viewport.height });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      await expectNoSidewaysScroll(page, `${route.name}, ${locale}, ${mode}, narrowed to ${width}`);
    }
  });
}
