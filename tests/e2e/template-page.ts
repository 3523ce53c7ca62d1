import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { expect, webUrl } from './helpers.js';
import { expectNoSidewaysScroll } from './overflow.js';

/**
 * What the template's page journeys (template-*.spec.ts) share: a case (language × mode ×
 * direction × width), opening a page in it, and the checks every page passes (nothing wider than
 * the window, no axe violation, no console error).
 */
export type TemplateCase = {
  locale: 'en' | 'hi-IN' | 'kn-IN';
  mode: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
  width: number;
};

/** Every language × mode × direction, on a desktop and a phone. */
export const EVERY_CASE: TemplateCase[] = (['en', 'hi-IN', 'kn-IN'] as const).flatMap((locale) =>
  (['light', 'dark'] as const).flatMap((mode) =>
    (['ltr', 'rtl'] as const).flatMap((dir) => [1280, 390].map((width) => ({ locale, mode, dir, width }))),
  ),
);

/** `KATHA_FULL_MATRIX=1`: every page in every case, not one case a page. */
export const FULL_MATRIX = Boolean(process.env.KATHA_FULL_MATRIX);

const dayOfYear = () => Math.floor((Date.now() - Date.UTC(new Date().getUTCFullYear(), 0, 1)) / 86_400_000);
// Fixed once per run, in the runner, which lists the tests before it starts the workers (they
// inherit its environment): a run across midnight UTC had workers looking for tests the runner
// had named after the day before ("Test not found in the worker process").
process.env.KATHA_MATRIX_OFFSET ??= String(dayOfYear());
/** Where the rotation of cases starts this run: the day of the year, or KATHA_MATRIX_OFFSET. */
export const MATRIX_OFFSET = Number(process.env.KATHA_MATRIX_OFFSET);

/**
 * The cases CI rotates through: a pairwise covering array of EVERY_CASE's values, so any two of
 * them (Hindi in dark, Kannada in rtl, a phone in dark…) meet in some case, and every language,
 * mode, direction and width at least once. Checked below when this module loads.
 */
export const ROTATING_CASES: TemplateCase[] = [
  { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 },
  { locale: 'en', mode: 'dark', dir: 'rtl', width: 390 },
  { locale: 'hi-IN', mode: 'light', dir: 'rtl', width: 390 },
  { locale: 'hi-IN', mode: 'dark', dir: 'ltr', width: 1280 },
  { locale: 'kn-IN', mode: 'light', dir: 'rtl', width: 1280 },
  { locale: 'kn-IN', mode: 'dark', dir: 'ltr', width: 390 },
];

{
  const keys = ['locale', 'mode', 'dir', 'width'] as const;
  const pairs = (cases: TemplateCase[]) =>
    new Set(
      cases.flatMap((item) =>
        keys.flatMap((a, i) => keys.slice(i + 1).map((b) => `${a}=${item[a]} ${b}=${item[b]}`)),
      ),
    );
  const covered = pairs(ROTATING_CASES);
  const missing = [...pairs(EVERY_CASE)].filter((pair) => !covered.has(pair));
  if (missing.length) throw new Error(`ROTATING_CASES misses ${missing.join(', ')}`);
}

/**
 * The cases of a spec's page number `index`: with FULL_MATRIX every case, else one of
 * ROTATING_CASES, rotating from page to page and from run to run (MATRIX_OFFSET).
 */
export const casesOf = (index: number): TemplateCase[] =>
  FULL_MATRIX ? EVERY_CASE : [ROTATING_CASES[(index + MATRIX_OFFSET) % ROTATING_CASES.length]!];

/** The visits of a spec's pages, a test each: every page in each of its cases (casesOf). */
export const visitsOf = (pages: readonly string[]): [string, TemplateCase][] =>
  pages.flatMap((pathname, index) => casesOf(index).map((item): [string, TemplateCase] => [pathname, item]));

/**
 * Opens a template page in a case (the language cookie, the stored language, mode and direction,
 * the window's width) and waits until it is rendered, its fonts loaded and, with `hydrated`, no
 * element matching that selector is left (e.g. `[defer-hydration]`). `heading`: where the page's
 * heading is (the shell's by default; the full-screen auth demos have none). Resolves with the
 * console errors and page errors seen from then on.
 */
export async function openTemplatePage(
  page: Page,
  pathname: string,
  { locale, mode, dir, width }: TemplateCase,
  { hydrated, heading = 'katha-app-shell h1' }: { hydrated?: string; heading?: string } = {},
) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width, height: 900 });
  await page.context().addCookies([{ name: 'katha_locale', value: locale, url: webUrl() }]);
  await page.addInitScript(
    ({ locale, settings }) => {
      localStorage.setItem('locale', locale);
      localStorage.setItem('katha-theme-settings', JSON.stringify(settings));
    },
    { locale, settings: { activeMode: mode, activeDir: dir } },
  );
  const response = await page.goto(webUrl() + pathname);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('data-katha-mode', mode);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page.locator(heading).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (hydrated) await expect(page.locator(hydrated)).toHaveCount(0);
  return errors;
}

/** Nothing wider than the window, no axe violation, none of `errors` (from openTemplatePage). */
export async function expectClean(page: Page, errors: string[], label: string) {
  await expectNoSidewaysScroll(page, label);
  await expectNoAxeViolations(page, label);
  expect(errors, `${label}: console errors`).toEqual([]);
}
