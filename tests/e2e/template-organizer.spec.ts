import type { Page } from '@playwright/test';
import { expect, test } from './helpers.js';
import { type TemplateCase as Case, expectClean, openTemplatePage, visitsOf } from './template-page.js';

// The organizer apps (issue 17 §1): contacts, notes and tickets on sample data kept in the
// browser's localStorage (seeded on the first visit, read after hydration). In CI each route is
// visited in ONE case rotating over language × mode × direction × width (KATHA_FULL_MATRIX=1:
// every case): no console error, axe 0 violations, nothing wider than the window. Then one journey
// per app, as a person uses it: add a contact and find it by search (on a phone: one pane at a
// time), add a note and find it after a reload, create a ticket, change its status and see the
// status cards' counts follow.

const PAGES = ['/apps/contacts', '/apps/notes', '/apps/tickets'];
const EN_DESKTOP: Case = { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 };
const EN_PHONE: Case = { locale: 'en', mode: 'dark', dir: 'ltr', width: 390 };

/** Opens an app and waits until its stored data is read (the loading state gone). */
async function openApp(page: Page, pathname: string, item: Case) {
  const errors = await openTemplatePage(page, pathname, item, { hydrated: '[defer-hydration]' });
  await expect(page.locator('.organizer__panes, katha-data-table').first()).toBeVisible();
  return errors;
}

for (const [pathname, item] of visitsOf(PAGES)) {
  const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
  test(`${label}: the app on its sample data, axe, width and console`, async ({ page }) => {
    const errors = await openApp(page, pathname, item);
    await expectClean(page, errors, label);
  });
}

test('contacts on a phone: add a contact (validated), find it by search, delete it', async ({ page }) => {
  const errors = await openApp(page, '/apps/contacts', EN_PHONE);
  const list = page.locator('.organizer__list-pane');
  const detail = page.locator('.organizer__detail-pane');
  // One pane at a time: the list first.
  await expect(list).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(list.locator('.organizer__status')).toHaveText('7 contacts');

  await page.getByRole('button', { name: 'Add contact' }).click();
  await expect(list).toBeHidden();
  await expect(detail.getByRole('heading', { name: 'New contact' })).toBeVisible();
  const field = (name: string) => detail.locator(`katha-text-field[name="${name}"]`);
  // Saving an empty form: the name's message, focus on it; a wrong email and phone say so.
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(field('name').locator('[role="alert"]')).toHaveText('Please fill this in.');
  await expect(field('name').locator('input')).toBeFocused();
  await field('name').locator('input').fill('Zoya Khan');
  await field('email').locator('input').fill('zoya@');
  await field('phone').locator('input').fill('12ab');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(field('name').locator('[role="alert"]')).toHaveCount(0);
  await expect(field('email').locator('[role="alert"]')).toHaveText(
    'Enter an email address, like name@example.com.',
  );
  await expect(field('email').locator('input')).toBeFocused();
  await expect(field('phone').locator('[role="alert"]')).toContainText('7 to 15 digits');
  await field('email').locator('input').fill('zoya@katha.dev');
  await field('phone').locator('input').fill('+91 90000 11111');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByRole('heading', { name: 'Zoya Khan' })).toBeVisible();
  await expect(detail.getByRole('link', { name: 'zoya@katha.dev' })).toBeVisible();

  // Back to the list, search for her.
  await detail.getByRole('button', { name: 'Back to contacts' }).click();
  await expect(list).toBeVisible();
  await page.locator('.organizer__toolbar katha-text-field input').fill('zoya');
  await expect(list.locator('.organizer__status')).toHaveText('1 contact');
  await list.getByRole('button', { name: /Zoya Khan/ }).click();
  await expect(detail.getByRole('heading', { name: 'Zoya Khan' })).toBeVisible();

  // Delete, confirmed in the kit's dialog.
  await detail.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.locator('katha-dialog[open]');
  await expect(dialog).toContainText('Delete Zoya Khan from your contacts?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(list.locator('.organizer__status')).toHaveText('No contacts match');
  // No contact left to go to: focus on the list's heading, which says so.
  await expect(list.locator('h2.organizer__count')).toBeFocused();
  expect(errors).toEqual([]);
});

// A confirmed delete removes the button that opened the dialog: focus goes to the next row (else the
// list's heading), and a live region says what was deleted (WCAG 2.4.3), by keyboard.
test('contacts: a confirmed delete moves focus to the next contact, and says so', async ({ page }) => {
  const errors = await openApp(page, '/apps/contacts', EN_DESKTOP);
  const list = page.locator('.organizer__list-pane');
  const detail = page.locator('.organizer__detail-pane');
  await list.getByRole('button', { name: /Arjun Nair/ }).click();
  await expect(detail.getByRole('heading', { name: 'Arjun Nair' })).toBeVisible();
  await detail.getByRole('button', { name: 'Delete' }).press('Enter');
  await page.locator('katha-dialog[open]').getByRole('button', { name: 'Delete' }).press('Enter');
  await expect(list.getByRole('button', { name: /Kavya Hegde/ })).toBeFocused();
  await expect(list.getByRole('button', { name: /Kavya Hegde/ })).toHaveAttribute('aria-current', 'true');
  await expect(detail.getByRole('heading', { name: 'Kavya Hegde' })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]', { hasText: 'Deleted Arjun Nair.' })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('notes on a phone in Kannada: a confirmed delete moves focus to the next note, and says so', async ({
  page,
}) => {
  const errors = await openApp(page, '/apps/notes', {
    locale: 'kn-IN',
    mode: 'dark',
    dir: 'ltr',
    width: 390,
  });
  const items = page.locator('.notes__item');
  const [first, second] = await items.locator('strong').allTextContents();
  await items.first().press('Enter');
  const editor = page.locator('.organizer__detail-pane');
  await editor.getByRole('button', { name: 'ಅಳಿಸಿ' }).press('Enter');
  await page.locator('katha-dialog[open]').getByRole('button', { name: 'ಅಳಿಸಿ' }).press('Enter');
  await expect(page.locator('.organizer__list-pane')).toBeVisible();
  await expect(items.first()).toContainText(second!);
  await expect(items.first()).toBeFocused();
  await expect(page.locator('[aria-live="polite"]', { hasText: `“${first}” ಟಿಪ್ಪಣಿಯನ್ನು ಅಳಿಸಲಾಗಿದೆ.` })).toHaveCount(
    1,
  );
  await expectClean(page, errors, 'notes after a delete, kn-IN 390');
});

test('tickets: a confirmed delete moves focus to the next row, and says so', async ({ page }) => {
  const errors = await openApp(page, '/apps/tickets', EN_DESKTOP);
  const rows = page.locator('katha-data-table tbody tr.row');
  const titles = await rows.locator('th').allTextContents();
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete selected' }).press('Enter');
  await page.locator('katha-dialog[open]').getByRole('button', { name: 'Delete' }).press('Enter');
  await expect(rows).toHaveCount(titles.length - 2);
  await expect(rows.nth(1).locator('th')).toHaveText(titles[3]!);
  await expect(rows.nth(1).getByRole('checkbox')).toBeFocused();
  await expect(page.locator('[aria-live="polite"]', { hasText: 'Deleted 2 tickets.' })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('notes: add a note, it saves as you type, and is found after a reload', async ({ page }) => {
  const errors = await openApp(page, '/apps/notes', EN_DESKTOP);
  await page.getByRole('button', { name: 'Add note' }).click();
  const editor = page.locator('.organizer__detail-pane');
  await editor.locator('katha-text-field').first().locator('input').fill('Festival plan');
  await editor.locator('katha-textarea textarea').fill('Order diyas for the Deepavali issue.');
  await expect(editor.locator('.organizer__status')).toContainText('Saved ·');
  await expect(page.locator('.notes__item[aria-current="true"]')).toContainText('Festival plan');

  await page.reload();
  await expect(page.locator('.organizer__panes')).toBeVisible();
  await page.locator('.organizer__toolbar katha-text-field input').fill('diyas');
  await expect(page.locator('.organizer__list-pane .organizer__status')).toHaveText('1 note');
  await page.getByRole('button', { name: /Festival plan/ }).click();
  await expect(editor.locator('katha-text-field').first().locator('input')).toHaveValue('Festival plan');
  expect(errors).toEqual([]);
});

test('tickets: create a ticket, change its status, the counts follow', async ({ page }) => {
  const errors = await openApp(page, '/apps/tickets', EN_DESKTOP);
  const count = (status: string) => page.locator(`.tickets__stat[data-status="${status}"] .tickets__count`);
  await expect(count('all')).toHaveText('7');
  await expect(count('open')).toHaveText('3');
  await expect(count('closed')).toHaveText('2');

  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.locator('katha-dialog[open]');
  await dialog.locator('katha-text-field[name="title"] input').fill('Dark mode for the editor');
  await dialog.locator('katha-text-field[name="requester"] input').fill('Zoya Khan');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(count('all')).toHaveText('8');
  await expect(count('open')).toHaveText('4');

  // Only the open tickets, then the new one by search; select it and close it.
  const open = page.locator('.tickets__stat[data-status="open"]');
  await open.click();
  await expect(open).toHaveAttribute('aria-pressed', 'true');
  const table = page.locator('katha-data-table');
  await expect(table.locator('tbody tr.row')).toHaveCount(4);
  await table.locator('input[type="search"]').fill('dark mode');
  await expect(table.locator('tbody tr.row')).toHaveCount(1);
  await table.getByRole('checkbox', { name: 'Select Dark mode for the editor' }).check();
  await page.getByRole('button', { name: 'Edit selected' }).click();
  const status = dialog.locator('katha-select[name="status"]');
  await status.locator('[role="combobox"]').click();
  await status.getByRole('option', { name: 'Closed' }).click();
  await expect(status.locator('[role="combobox"]')).toContainText('Closed');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(count('open')).toHaveText('3');
  await expect(count('closed')).toHaveText('3');
  await expect(table.locator('tbody tr.row')).toHaveCount(0);

  // Under Closed it is there, with today's date; delete it (confirmed).
  await page.locator('.tickets__stat[data-status="closed"]').click();
  await expect(table.locator('tbody tr.row')).toHaveCount(1);
  await expect(table.locator('tbody tr.row')).toContainText('Closed');
  await table.getByRole('checkbox', { name: 'Select Dark mode for the editor' }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.locator('katha-dialog[open]').getByRole('button', { name: 'Delete' }).click();
  await expect(count('closed')).toHaveText('2');
  await expect(count('all')).toHaveText('7');
  // No row left in view: focus on the add button.
  await expect(page.getByRole('button', { name: 'New ticket' })).toBeFocused();
  expect(errors).toEqual([]);
});
