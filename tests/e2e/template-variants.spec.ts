import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './helpers.js';
import { type TemplateCase as Case, expectClean, openTemplatePage } from './template-page.js';

// The Dialog and Tabs pages show the kit's variants (issue 33, item 12), each doing its job by
// keyboard: a choice from a list, a form (checked on Send), long content that scrolls between a
// fixed heading and buttons, the whole screen and three widths; a disabled tab, tabs in a column
// and more tabs than the row holds. On a desktop in English and on a phone in Hindi and Kannada
// (dark, one rtl): every dialog open fits the window and passes axe.

const EN_DESKTOP: Case = { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 };

const open = (page: Page, pathname: string, item: Case) =>
  openTemplatePage(page, pathname, item, { hydrated: '[defer-hydration]' });

/** A demo's card, by its heading. */
const demo = (page: Page, heading: string | RegExp) =>
  page.locator('.template-card').filter({ has: page.getByRole('heading', { name: heading, level: 2 }) });

/** The open dialog's box (the native <dialog>), once it has risen into place. */
async function dialogBox(dialog: Locator) {
  const native = dialog.locator('dialog');
  await native.evaluate((element) => Promise.all(element.getAnimations().map((each) => each.finished)));
  return (await native.boundingBox())!;
}

/** Opens each dialog of the page in turn: it fits the window, axe passes, Escape closes it. */
async function everyDialogFits(page: Page, label: string) {
  // The demos' own buttons, not those inside their dialogs.
  const openers = page.locator('.template-card katha-button:not(katha-dialog *)');
  const { width, height } = page.viewportSize()!;
  for (let index = 0; index < (await openers.count()); index++) {
    const opener = openers.nth(index);
    await opener.locator('button').focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('katha-dialog[open]');
    await expect(dialog).toHaveCount(1);
    const box = await dialogBox(dialog);
    expect(box.x, `${label}, dialog ${index}`).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    await expectNoAxeViolations(page, `${label}, dialog ${index} open`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener.locator('button')).toBeFocused();
  }
}

test('dialog: a choice from a list, a form, long content, the whole screen and three widths, by keyboard', async ({
  page,
}) => {
  const errors = await open(page, '/ui-components/dialog', EN_DESKTOP);
  const dialog = page.locator('katha-dialog[open]');

  // A choice from a list: choosing is the answer; focus back on the opener.
  const list = demo(page, 'Choose from a list');
  const shelf = list.getByRole('button', { name: 'Add to a shelf' });
  await shelf.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Choose a shelf for this story' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Read later' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(list.locator('.template-result')).toHaveText('Added to the shelf “Favourites”.');
  await expect(shelf).toBeFocused();

  // A form: Send checks the email (focus on it when wrong), then sends.
  const form = demo(page, 'A form in a dialog');
  await form.getByRole('button', { name: 'Send to a friend' }).press('Enter');
  const email = dialog.getByRole('textbox', { name: "Your friend's email" });
  await dialog.getByRole('button', { name: 'Send' }).press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Please fill this in.');
  await expect(email).toBeFocused();
  await email.fill('asha@');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Enter an email address, like name@example.com.');
  await email.fill('asha@katha.dev');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(form.locator('.template-result')).toHaveText('Sent to asha@katha.dev.');

  // Long content: the body scrolls, the heading and the buttons stay in view.
  const long = demo(page, 'Long content');
  await long.getByRole('button', { name: "Read the writers' guidelines" }).press('Enter');
  const body = dialog.locator('[part="body"]');
  expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight + 20)).toBe(true);
  await expect(dialog.getByRole('listitem')).toHaveCount(8);
  await expect(dialog.getByRole('button', { name: 'I agree' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'I agree' }).press('Enter');
  await expect(long.locator('.template-result')).toHaveText('You agreed to the guidelines.');

  // The whole screen.
  await demo(page, 'The whole screen').getByRole('button', { name: 'Read in full screen' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'The monsoon letters' })).toBeVisible();
  expect(await dialogBox(dialog)).toEqual({ x: 0, y: 0, width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Done' }).press('Enter');
  await expect(dialog).toHaveCount(0);

  // Three widths, each its own.
  const sizes = demo(page, 'Three widths');
  for (const [name, width] of [
    ['Small dialog', 360],
    ['Medium dialog', 600],
    ['Large dialog', 900],
  ] as const) {
    await sizes.getByRole('button', { name }).press('Enter');
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(dialog).toContainText(`at most ${width} px wide`);
    expect((await dialogBox(dialog)).width).toBe(width);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  await expectClean(page, errors, 'dialog en 1280');
});

test('tabs: a disabled tab passed by, tabs in a column, more tabs than fit, by keyboard', async ({
  page,
}) => {
  const errors = await open(page, '/ui-components/tabs', EN_DESKTOP);

  const stages = demo(page, 'A tab not available yet').getByRole('tab');
  await expect(stages.nth(2)).toBeDisabled();
  await stages.first().press('ArrowRight');
  await expect(stages.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(stages.first()).toHaveAttribute('aria-selected', 'true');
  await expect(stages.first()).toBeFocused();

  const column = demo(page, 'Tabs in a column');
  await expect(column.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  const settings = column.getByRole('tab');
  const [profile, notifications] = [await settings.nth(0).boundingBox(), await settings.nth(1).boundingBox()];
  expect(notifications!.y).toBeGreaterThan(profile!.y);
  expect(notifications!.x).toBe(profile!.x);
  await settings.first().press('ArrowDown');
  await expect(settings.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(
    column.getByText('Choose what we tell you about: comments, new followers and payouts.'),
  ).toBeVisible();
  await expect(
    column.getByText('Your name, photo and a short line about you, shown with every story.'),
  ).toBeHidden();
  const panel = (await column.getByRole('tabpanel').boundingBox())!;
  expect(panel.x).toBeGreaterThanOrEqual(profile!.x + profile!.width);
  await expectClean(page, errors, 'tabs en 1280');
});

for (const item of [
  { locale: 'hi-IN', mode: 'dark', dir: 'ltr', width: 390 },
  { locale: 'kn-IN', mode: 'dark', dir: 'rtl', width: 390 },
] satisfies Case[]) {
  const label = `${item.locale} ${item.dir} ${item.width}`;
  test(`${label}: every dialog fits the phone and passes axe; the genres' tabs scroll sideways`, async ({
    page,
  }) => {
    let errors = await open(page, '/ui-components/dialog', item);
    await expectClean(page, errors, `dialog ${label}`);
    await everyDialogFits(page, `dialog ${label}`);
    expect(errors).toEqual([]);

    errors = await open(page, '/ui-components/tabs', item);
    await expectClean(page, errors, `tabs ${label}`);
    const genres = page.locator('.template-card').last();
    const row = genres.getByRole('tablist');
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const tabs = genres.getByRole('tab');
    await tabs.first().press('End');
    await expect(tabs.last()).toBeFocused();
    // The row scrolled to show it whole.
    await expect
      .poll(async () => {
        const [tab, box] = [(await tabs.last().boundingBox())!, (await row.boundingBox())!];
        return tab.x >= box.x - 1 && tab.x + tab.width <= box.x + box.width + 1;
      })
      .toBe(true);
    await expect(genres.locator('p[slot]:visible')).toContainText((await tabs.last().textContent())!.trim());
    expect(errors).toEqual([]);
  });
}
