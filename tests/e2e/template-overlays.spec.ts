import type { Locator, Page } from '@playwright/test';
import { expect, test, webUrl } from './helpers.js';
import { type TemplateCase as Case, casesOf, expectClean, openTemplatePage } from './template-page.js';

// The template's overlay pages (issue 16, sections 2 and 3): the kit's <katha-tooltip>,
// <katha-popover> and <katha-transfer-list>. Each page renders on the server, hydrates, and has no
// axe violation (with its tooltip or popover open too), no console error and nothing wider than
// the window. In CI each page is visited in ONE case, the cases rotating over locale × mode ×
// direction × width so that every value is met; `KATHA_FULL_MATRIX=1` visits every page in every case:
//   KATHA_FULL_MATRIX=1 npx playwright test --config ../../tests/e2e/playwright.config.ts template-overlays
// And short journeys by keyboard: a tooltip on focus (and Escape), the popover's filter form (focus
// in, Apply, focus back; Escape; a press outside), the transfer list in a form (required, move,
// submit, reset).

const PAGES = ['tooltip', 'popover', 'transfer-list'].map((name) => `/ui-components/${name}`);

/** The box of a locator, in the window. */
const box = async (locator: Locator) => (await locator.boundingBox())!;
/** The button inside a kit button (its shadow root delegates focus to it). */
const control = (host: Locator) => host.locator('button').first();

/** Opens what the page is about (a tooltip, a popover) so axe sees it open too. */
async function openOverlay(page: Page, pathname: string) {
  if (pathname.endsWith('/tooltip')) {
    await page.locator('katha-button').nth(1).locator('button').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('katha-tooltip[open]')).toHaveCount(1);
  } else if (pathname.endsWith('/popover')) {
    await control(page.locator('katha-button').first()).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('katha-popover[open]')).toBeVisible();
  }
}

/** A page of this spec, hydrated: [defer-hydration] is gone. */
const open = (page: Page, pathname: string, item: Case) =>
  openTemplatePage(page, pathname, item, { hydrated: '[defer-hydration]' });

for (const [index, pathname] of PAGES.entries()) {
  const cases = casesOf(index);
  test(`${pathname}: server-rendered, axe (open too), width and console`, async ({ page, request }) => {
    // Two axe runs per case: the whole matrix (24 cases) needs more than one case's time.
    test.setTimeout(30_000 * (cases.length + 1));
    const tag = `katha-${pathname.split('/').pop()}`;
    const html = await (
      await request.get(webUrl() + pathname, { headers: { cookie: 'katha_locale=en' } })
    ).text();
    expect(html).toContain(`<${tag}`);
    expect(html).toMatch(/<template shadowroot(mode)?="open"/);
    expect(html).not.toMatch(/\sonkatha/i);
    for (const item of cases) {
      const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
      const errors = await open(page, pathname, item);
      await expectClean(page, errors, label);
      await openOverlay(page, pathname);
      await expectClean(page, errors, `${label} (open)`);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });
}

test('tooltip: keyboard focus shows it beside its button (the end side is the left in rtl), Escape hides it', async ({
  page,
}) => {
  await open(page, '/ui-components/tooltip', { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 });
  const [top, bottom] = [page.locator('katha-button').nth(0), page.locator('katha-button').nth(1)];
  await control(top).focus();
  await page.keyboard.press('Tab');
  await expect(control(bottom)).toBeFocused();
  const tip = page.getByRole('tooltip', { name: 'Opens below' });
  await expect(tip).toBeVisible();
  // The button's control is described by the tooltip (an element reference into the light DOM).
  expect(
    await control(bottom).evaluate(
      (button, tooltip) => button.ariaDescribedByElements?.[0] === tooltip,
      await tip.elementHandle(),
    ),
  ).toBe(true);
  expect((await box(tip)).y).toBeGreaterThanOrEqual((await box(bottom)).y + (await box(bottom)).height);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(control(bottom)).toBeFocused();

  await open(page, '/ui-components/tooltip', { locale: 'hi-IN', mode: 'dark', dir: 'rtl', width: 1280 });
  const end = page.locator('katha-button').nth(3);
  await control(page.locator('katha-button').nth(2)).focus();
  await page.keyboard.press('Tab');
  const endTip = page.getByRole('tooltip', { name: 'पढ़ने की दिशा में बाद में खुलता है' });
  await expect(endTip).toBeVisible();
  const [tipBox, endBox] = [await box(endTip), await box(end)];
  expect(tipBox.x + tipBox.width).toBeLessThanOrEqual(endBox.x);
});

test('popover: the filter form by keyboard (focus in, Apply, focus back), Escape, a press outside', async ({
  page,
}) => {
  await open(page, '/ui-components/popover', { locale: 'hi-IN', mode: 'dark', dir: 'ltr', width: 390 });
  const trigger = page.locator('katha-button').first();
  const popover = page.getByRole('dialog', { name: 'विषय के अनुसार कहानियाँ छाँटें' });
  await expect(control(trigger)).toHaveAttribute('aria-expanded', 'false');
  await control(trigger).focus();
  await page.keyboard.press('Enter');
  await expect(popover).toBeVisible();
  await expect(control(trigger)).toHaveAttribute('aria-expanded', 'true');
  // Focus moved to the first control inside: Space unticks Poetry; Tab × 4 reaches Apply.
  const poetry = popover.locator('katha-checkbox').first().locator('input');
  await expect(poetry).toBeFocused();
  await page.keyboard.press('Space');
  await expect(poetry).not.toBeChecked();
  for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(popover).toBeHidden();
  await expect(control(trigger)).toBeFocused();
  await expect(page.locator('.template-result').first()).toHaveText('दिखाए जा रहे हैं: यात्रा');
  // The panel stays inside the phone's window.
  await page.keyboard.press('Enter');
  await expect(popover).toBeVisible();
  const panel = await box(popover);
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(control(trigger)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popover).toBeVisible();
  await page.locator('katha-app-shell h1').first().click();
  await expect(popover).toBeHidden();
  await expect(control(trigger)).toHaveAttribute('aria-expanded', 'false');
});

test('popover: Apply pressed before the page has rendered a tick still takes it', async ({ page }) => {
  // On a busy phone a tick's render can come after the next press: here both in one task.
  await open(page, '/ui-components/popover', { locale: 'en', mode: 'light', dir: 'ltr', width: 390 });
  await control(page.locator('katha-button').first()).click();
  const popover = page.getByRole('dialog', { name: 'Filter stories by topic' });
  await expect(popover).toBeVisible();
  await popover.evaluate((panel) => {
    panel.querySelectorAll('katha-checkbox')[2]!.shadowRoot!.querySelector('input')!.click();
    const apply = [...panel.querySelectorAll('katha-button')].at(-1)!;
    apply.shadowRoot!.querySelector('button')!.click();
  });
  await expect(popover).toBeHidden();
  await expect(page.locator('.template-result').first()).toHaveText('Showing: Poetry, Travel and Food');
});

test('transfer list in a form, by keyboard in Kannada: required, move, submit, reset', async ({ page }) => {
  await open(page, '/ui-components/transfer-list', {
    locale: 'kn-IN',
    mode: 'light',
    dir: 'ltr',
    width: 1280,
  });
  const form = page.locator('form').filter({ has: page.locator('[role="status"]') });
  const list = form.locator('katha-transfer-list');
  const status = form.locator('[role="status"]');
  await form.locator('katha-button').first().click();
  await expect(list.locator('[role="alert"]')).toHaveText('ದಯವಿಟ್ಟು ಕನಿಷ್ಠ ಒಂದು ಐಟಂ ಆಯ್ಕೆಮಾಡಿ.');
  await expect(status).toHaveText('ಇನ್ನೂ ಏನನ್ನೂ ಸಲ್ಲಿಸಿಲ್ಲ.');
  // The failed submit focused the available list: Down, Space marks Hindi; Tab, Tab reaches "move selected".
  const available = list.locator('#available');
  await expect(available).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(available.locator('[role="option"]').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(list.locator('.move').nth(1)).toBeFocused();
  await expect(list.locator('.move').nth(1)).toHaveAttribute('aria-label', 'ಗುರುತಿಸಿದವನ್ನು ಆಯ್ಕೆಯಾದವು ಪಟ್ಟಿಗೆ ಸರಿಸಿ');
  await page.keyboard.press('Enter');
  await expect(list.locator('#chosen [role="option"]')).toHaveText(['ಹಿಂದಿ']);
  await expect(list.locator('[role="alert"]')).toHaveCount(0);
  await form.locator('katha-button').first().click();
  await expect(status).toHaveText('ಸಲ್ಲಿಸಲಾಗಿದೆ: languages=hi');
  await form.locator('katha-button').nth(1).click();
  await expect(status).toHaveText('ಇನ್ನೂ ಏನನ್ನೂ ಸಲ್ಲಿಸಿಲ್ಲ.');
  await expect(list.locator('#chosen [role="option"]')).toHaveCount(0);
});
