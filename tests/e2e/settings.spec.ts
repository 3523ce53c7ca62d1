import type { Page } from '@playwright/test';
import { expect, test, waitingForTheApp, webUrl } from './helpers.js';

/** Issue 15, section 1: the kit's customizer, reached from the header's settings button. */
const html = (page: Page) => page.locator('html');
/** Opens the drawer; its controls are the customizer's (slotted into the drawer's dialog). */
const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  return page.locator('katha-customizer');
};
/** The `<html>` start tag of the server's first answer for the page, as the browser would get it. */
const serverHtmlTag = async (page: Page, path = '/') => {
  const response = await page.request.get(webUrl() + path);
  expect(response.status()).toBe(200);
  return /<html\b[^>]*>/.exec(await response.text())?.[0] ?? '';
};

/** The page wears what the first test chooses: dark, blue, full width, the sidebar, no card shadow, 16 px corners. */
const expectChosen = async (page: Page) => {
  await expect(html(page)).toHaveAttribute('data-katha-mode', 'dark');
  await expect(html(page)).toHaveAttribute('data-katha-theme', 'BLUE_THEME');
  await expect(html(page)).toHaveAttribute('data-katha-container', 'full');
  await expect(html(page)).toHaveAttribute('data-katha-nav', 'vertical');
  await expect(html(page)).toHaveAttribute('data-katha-card-shadow', 'off');
  expect(await html(page).evaluate((root) => root.style.getPropertyValue('--katha-radius'))).toBe('16px');
};

test.describe('the settings drawer', () => {
  test('opens from the header, applies every option at once and keeps them across a reload', async ({
    page,
  }) => {
    await page.goto(webUrl());
    // The spec's defaults, the mode the system's (light here) until one is chosen.
    await expect(html(page)).toHaveAttribute('data-katha-mode', 'system');
    await expect(html(page)).toHaveAttribute('data-katha-theme', 'ORANGE_THEME');
    const drawer = await openSettings(page);
    await drawer.getByRole('radio', { name: 'Dark', exact: true }).check();
    await drawer.getByRole('radio', { name: 'Blue', exact: true }).check();
    await drawer.getByRole('radio', { name: 'Full width' }).check();
    await drawer.getByRole('radio', { name: 'Vertical (sidebar)' }).check();
    await drawer.getByRole('switch', { name: 'Card shadow' }).uncheck();
    await drawer.getByRole('slider', { name: 'Corner radius' }).fill('16');
    // Applied at once, without a reload.
    await expectChosen(page);
    // Escape closes it and focus goes back to the settings button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Settings', exact: true })).toBeFocused();

    await page.reload();
    await expectChosen(page);
    const again = await openSettings(page);
    await expect(again.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();
    await expect(again.getByRole('radio', { name: 'Blue', exact: true })).toBeChecked();
  });

  test('the server renders the stored theme and direction in its first answer: no flash', async ({
    page,
  }) => {
    await page.goto(webUrl());
    // Before any choice: the system's mode, by CSS.
    expect(await serverHtmlTag(page)).toContain('data-katha-mode="system"');
    const drawer = await openSettings(page);
    await drawer.getByRole('radio', { name: 'Dark', exact: true }).check();
    await drawer.getByRole('radio', { name: 'Purple', exact: true }).check();
    await drawer.getByRole('radio', { name: 'Right to left' }).check();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    const tag = await serverHtmlTag(page);
    expect(tag).toContain('data-katha-mode="dark"');
    expect(tag).toContain('data-katha-theme="PURPLE_THEME"');
    expect(tag).toContain('dir="rtl"');
    expect(tag).toContain('color-scheme: dark');
    expect(await serverHtmlTag(page, '/core/search')).toContain('data-katha-theme="PURPLE_THEME"');

    // The page as the server sent it, before any script: already dark.
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    await context.addCookies(await page.context().cookies());
    const still = await context.newPage();
    await still.goto(webUrl());
    await expect(still.locator('html')).toHaveAttribute('data-katha-mode', 'dark');
    await expect(still.locator('html')).toHaveAttribute('dir', 'rtl');
    const background = await still.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await context.close();
  });

  test('rtl flips the page and stays after a reload; ltr flips it back', async ({ page }) => {
    await page.goto(webUrl());
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    const drawer = await openSettings(page);
    await drawer.getByRole('radio', { name: 'Right to left' }).check();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    // The drawer itself mirrors: it slides in from the inline end, now the left.
    const box = await page.getByRole('dialog', { name: 'Settings' }).boundingBox();
    expect(box!.x).toBeLessThan(10);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    const logo = await page.locator('katha-logo').boundingBox();
    expect(logo!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
    const back = await openSettings(page);
    await back.getByRole('radio', { name: 'Left to right' }).check();
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
  });

  test('changes the language from the drawer, for good', async ({ page }) => {
    await page.goto(webUrl());
    const drawer = await openSettings(page);
    await drawer.getByRole('combobox', { name: 'Language' }).selectOption('kn-IN');
    await expect(html(page)).toHaveAttribute('lang', 'kn-IN');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'kn-IN');
    await expect(page.getByRole('link', { name: 'ನೇರವಾಗಿ ವಿಷಯಕ್ಕೆ ಹೋಗಿ' })).toBeAttached();
    // The drawer, now in Kannada, shows the language chosen.
    await page.locator('katha-top-bar katha-icon-button.settings').click();
    await expect(page.getByRole('dialog', { name: 'ಸೆಟ್ಟಿಂಗ್‌ಗಳು' })).toBeVisible();
    await expect(page.locator('katha-customizer').getByRole('combobox')).toHaveValue('kn-IN');
  });
});

test.describe('a first visit', () => {
  test('follows a dark system with the first paint, without script; a stored choice wins', async ({
    browser,
  }) => {
    // The server's page alone: no script runs, the stylesheet follows prefers-color-scheme.
    const still = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
    const first = await still.newPage();
    await first.goto(webUrl());
    await expect(first.locator('html')).toHaveAttribute('data-katha-mode', 'system');
    const dark = await first.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(dark).not.toBe('rgb(255, 255, 255)');
    await still.close();
    const light = await browser.newContext({ colorScheme: 'light', javaScriptEnabled: false });
    const lightPage = await light.newPage();
    await lightPage.goto(webUrl());
    expect(await lightPage.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(dark);
    await light.close();

    // With the app: still the system's (nothing written on <html>), and the drawer says dark;
    // choosing Light is kept over the system's dark.
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = waitingForTheApp(await context.newPage());
    await page.goto(webUrl());
    await expect(page.locator('html')).toHaveAttribute('data-katha-mode', 'system');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark);
    const drawer = await openSettings(page);
    await expect(drawer.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();
    await drawer.getByRole('radio', { name: 'Light', exact: true }).check();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-katha-mode', 'light');
    expect(await serverHtmlTag(page)).toContain('data-katha-mode="light"');
    await context.close();
  });
});
