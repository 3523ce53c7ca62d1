import type { Page } from '@playwright/test';
import { expect, test } from './helpers.js';
import { expectClean, FULL_MATRIX, openTemplatePage, type TemplateCase, visitsOf } from './template-page.js';

// The template's browser-kept apps of issue 17 §1: /apps/chats and /apps/email (list and detail
// panes, one pane at a time on a phone) and /apps/calendar (month, week and day views). Their data
// lives in localStorage, seeded on the first open and read after hydration. In CI each route is
// visited in ONE case, the cases rotating over locale × mode × direction × width; with
// `KATHA_FULL_MATRIX=1` every route in every case:
//   KATHA_FULL_MATRIX=1 npx playwright test --config ../../tests/e2e/playwright.config.ts template-inbox
// Then one journey per app, as a person would use it.

const PAGES = ['/apps/chats', '/apps/email', '/apps/calendar'];

/** What shows once an app has read its data (after hydration). */
const READY: Record<string, string> = {
  '/apps/chats': '.inbox katha-list',
  '/apps/email': '.inbox katha-list',
  '/apps/calendar': '.cal__view',
};

const DESKTOP: TemplateCase = { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 };

/** Opens an app in a case and waits for its data (read from the browser's storage after hydration). */
async function openApp(page: Page, pathname: string, item: TemplateCase) {
  const errors = await openTemplatePage(page, pathname, item, { hydrated: '[defer-hydration]' });
  await expect(page.locator(READY[pathname]!).first()).toBeVisible();
  return errors;
}

/**
 * The month view in the page's language: the month named and the week begun as Intl says for the
 * locale (Sunday in India: en-IN, hi-IN, kn-IN), the weekdays named in the locale.
 */
async function expectCalendarInLocale(page: Page, { locale }: TemplateCase) {
  const intl = locale === 'en' ? 'en-IN' : locale;
  const { month, sunday } = await page.evaluate((intl) => {
    const now = new Date();
    return {
      month: new Intl.DateTimeFormat(intl, { month: 'long', year: 'numeric' }).format(now),
      // 2026-11-22 is a Sunday.
      sunday: new Intl.DateTimeFormat(intl, { weekday: 'short', timeZone: 'UTC' }).format(
        new Date('2026-11-22'),
      ),
    };
  }, intl);
  await expect(page.locator('#cal-period')).toHaveText(month);
  await expect(page.locator('.cal__month th').first()).toHaveText(sunday);
}

/** An interactive item of a kit list, by its text. */
const listItem = (page: Page, list: string, text: string | RegExp) =>
  page.locator(list).locator('button.control', { hasText: text });

for (const [pathname, item] of visitsOf(PAGES)) {
  test(`${pathname} in ${item.locale}, ${item.mode}, ${item.dir}, ${item.width}px: axe, width and console`, async ({
    page,
  }) => {
    test.setTimeout(FULL_MATRIX ? 60_000 : 30_000);
    const errors = await openApp(page, pathname, item);
    if (pathname === '/apps/calendar') await expectCalendarInLocale(page, item);
    await expectClean(page, errors, `${pathname} ${JSON.stringify(item)}`);
  });
}

test('chats: send a message with Enter, announced, and find it after a reload', async ({ page }) => {
  const errors = await openApp(page, '/apps/chats', DESKTOP);
  const text = `Namaste from the journey ${Date.now()}`;
  await page.getByRole('searchbox', { name: 'Search chats' }).fill('Meera');
  await expect(page.locator('.inbox__list button.control')).toHaveCount(1);
  await listItem(page, '.inbox__list', 'Meera Joshi').click();
  await expect(page.getByRole('heading', { name: 'Meera Joshi' })).toBeFocused();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('first line');
  await composer.press('Shift+Enter');
  await composer.pressSequentially(text);
  await expect(composer).toHaveValue(`first line\n${text}`);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const log = page.getByRole('region', { name: 'Messages with Meera Joshi' });
  await expect(log.locator('.chat__message--me').last()).toContainText(text);
  await expect(page.locator('[aria-live="polite"]', { hasText: 'Message sent to Meera Joshi.' })).toHaveCount(
    1,
  );
  await expectClean(page, errors, 'chats after sending');

  await page.reload();
  await expect(page.locator('.inbox katha-list')).toBeVisible();
  await listItem(page, '.inbox__list', 'Meera Joshi').click();
  await expect(log.locator('.chat__message--me').last()).toContainText(text);
});

test('chats on a phone: the list and the conversation take the screen in turn', async ({ page }) => {
  await openApp(page, '/apps/chats', { ...DESKTOP, width: 390 });
  await listItem(page, '.inbox__list', 'Asha Rao').click();
  await expect(page.locator('.inbox__list')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Asha Rao' })).toBeVisible();
  await page.locator('.inbox__back').click();
  await expect(page.locator('.inbox__list')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Asha Rao' })).toHaveCount(0);
});

test('email: compose (to and subject required), find it in Sent, star it and delete it to the trash', async ({
  page,
}) => {
  const errors = await openApp(page, '/apps/email', DESKTOP);
  const subject = `Journey mail ${Date.now()}`;
  await page.locator('katha-button', { hasText: 'Compose' }).click();
  // The dialog's content is its host's light DOM (slotted), outside the shadow <dialog>.
  const dialog = page.locator('katha-dialog');
  await expect(page.getByRole('dialog', { name: 'New message' })).toBeVisible();
  await dialog.locator('katha-button', { hasText: 'Send' }).click();
  // Nothing is sent while To and Subject are empty: the kit's messages say why.
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New message' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'To' }).fill('vikram@katha.example');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('See you at the book club.');
  await dialog.locator('katha-button', { hasText: 'Send' }).click();
  await expect(page.getByRole('dialog', { name: 'New message' })).toBeHidden();

  await listItem(page, '.inbox__folders', 'Sent').click();
  await expect(page.getByRole('heading', { name: 'Sent', level: 2 })).toBeVisible();
  await listItem(page, '.inbox__list', subject).click();
  await expect(page.getByRole('heading', { name: subject })).toBeFocused();
  const star = page.getByRole('button', { name: 'Star', exact: true });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expectClean(page, errors, 'email with a mail open');

  await page.reload();
  await expect(page.locator('.inbox katha-list').first()).toBeVisible();
  await listItem(page, '.inbox__folders', 'Starred').click();
  await listItem(page, '.inbox__list', subject).click();
  await page.locator('katha-button', { hasText: 'Delete' }).click();
  await expect(listItem(page, '.inbox__list', subject)).toHaveCount(0);
  await listItem(page, '.inbox__folders', 'Trash').click();
  await expect(listItem(page, '.inbox__list', subject)).toHaveCount(1);
});

test('calendar: deleting the only event of a day by keyboard puts focus on the heading of the day', async ({
  page,
}) => {
  const errors = await openApp(page, '/apps/calendar', DESKTOP);
  await page.getByRole('tab', { name: 'Day' }).click();
  const event = page.locator('.cal__day .cal__event', { hasText: 'Editorial meeting' });
  await event.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit event' })).toBeVisible();
  // The dialog's content is its host's light DOM (slotted), outside the shadow <dialog>.
  await page.locator('katha-dialog[open]').getByRole('button', { name: 'Delete' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit event' })).toBeHidden();
  await expect(page.locator('.cal__day .cal__event')).toHaveCount(0);
  await expect(page.locator('#cal-period')).toBeFocused();
  expect(errors).toEqual([]);
});

test('calendar: create an event, see it in the month, week and day views after a reload, move it and delete it', async ({
  page,
}) => {
  const errors = await openApp(page, '/apps/calendar', DESKTOP);
  const [today, tomorrow] = await page.evaluate(() =>
    [0, 1].map((days) => {
      const date = new Date();
      date.setDate(date.getDate() + days);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    }),
  );
  const title = `Kannada edition launch ${Date.now()}`;
  const dialog = page.locator('katha-dialog');
  await page.locator('katha-button', { hasText: 'New event' }).click();
  await expect(page.getByRole('dialog', { name: 'New event' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Date' }).fill(today!);
  await dialog.getByRole('textbox', { name: 'Starts' }).fill('14:00');
  await dialog.getByRole('textbox', { name: 'Ends' }).fill('13:00');
  await dialog.locator('katha-button', { hasText: 'Save' }).click();
  // An end before the start is refused with the kit's message.
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Ends' }).fill('15:30');
  await dialog.locator('katha-button', { hasText: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'New event' })).toBeHidden();
  const cell = (date: string) => page.locator(`td[data-date="${date}"]`);
  await expect(cell(today!).locator('.cal__event', { hasText: title })).toBeVisible();

  await page.reload();
  await expect(cell(today!).locator('.cal__event', { hasText: title })).toBeVisible();
  await page.getByRole('tab', { name: 'Week' }).click();
  await expect(page.locator('.cal__week .cal__event', { hasText: title })).toBeVisible();
  await page.getByRole('tab', { name: 'Month' }).click();
  // The days are one tab stop, moved through with the arrow keys; Enter opens the day.
  await cell(today!).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(cell(today!)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Day' })).toHaveAttribute('aria-selected', 'true');
  const event = page.locator('.cal__day .cal__event', { hasText: title });
  await expect(event).toContainText(/2:00\spm/i);
  await expectClean(page, errors, 'calendar, day view');

  // Moved: to tomorrow at 4 pm, in the edit dialog.
  await event.click();
  await expect(page.getByRole('dialog', { name: 'Edit event' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Date' }).fill(tomorrow!);
  await dialog.getByRole('textbox', { name: 'Starts' }).fill('16:00');
  await dialog.getByRole('textbox', { name: 'Ends' }).fill('17:00');
  await dialog.locator('katha-button', { hasText: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit event' })).toBeHidden();
  await expect(event).toContainText(/4:00\spm/i);
  await page.getByRole('tab', { name: 'Month' }).click();
  await expect(cell(tomorrow!).locator('.cal__event', { hasText: title })).toBeVisible();
  await expect(cell(today!).locator('.cal__event', { hasText: title })).toHaveCount(0);

  await cell(tomorrow!).locator('.cal__event', { hasText: title }).click();
  await dialog.locator('katha-button', { hasText: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit event' })).toBeHidden();
  await expect(page.locator('.cal__event', { hasText: title })).toHaveCount(0);
  // Its button is gone: focus on its day, and the deletion said.
  await expect(cell(tomorrow!)).toBeFocused();
  await expect(page.locator('[aria-live="polite"]', { hasText: `Deleted “${title}”.` })).toHaveCount(1);
  await page.reload();
  await expect(page.locator('.cal__view')).toBeVisible();
  await expect(page.locator('.cal__event', { hasText: title })).toHaveCount(0);
});
