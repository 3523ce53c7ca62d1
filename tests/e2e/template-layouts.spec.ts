import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers.js';
import {
  type TemplateCase as Case,
  expectClean,
  openTemplatePage as open,
  visitsOf,
} from './template-page.js';

// The template's form pages (issue 16, sections 2 and 3): the form layouts, the wizard with the
// kit's stepper, validation as you type and on submit, and the editor in a form. Each page passes
// the common checks (axe, nothing wider than the window, no console error), one rotating case a
// run or every case with KATHA_FULL_MATRIX=1; and the wizard and the validation form are used by
// keyboard.

const PAGES = [
  '/forms/form-layout',
  '/forms/form-horizontal',
  '/forms/form-vertical',
  '/forms/form-custom',
  '/forms/form-quill',
  '/forms/form-validation',
  '/forms/form-wizard',
];

for (const [pathname, item] of visitsOf(PAGES)) {
  const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
  test(label, async ({ page }) => {
    const errors = await open(page, pathname, item);
    await expectClean(page, errors, label);
  });
}

const EN: Case = { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 };

const alertOf = (control: Locator) => control.locator('[role="alert"]');

/** Presses Tab (Shift+Tab with `back`) until focus is in `target` (at most 12 times). */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element.matches(':focus-within'))) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('wizard by keyboard: a wrong step stops Next with the kit message, Back keeps it, the summary, submit', async ({
  page,
}) => {
  await open(page, '/forms/form-wizard', EN);
  const steps = page.locator('katha-stepper button.step');
  const actions = page.locator('.katha-form__actions katha-button');
  const [back, next] = [actions.nth(0), actions.nth(1)];
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');

  // Step 1: a name and a wrong email; Enter (Next) stays on the step with the kit's message.
  const fields = page.locator('#wizard-details katha-text-field');
  const [name, email] = [fields.nth(0), fields.nth(1)];
  await name.locator('input').focus();
  await page.keyboard.type('Asha Rao');
  await page.keyboard.press('Tab');
  await expect(email.locator('input')).toBeFocused();
  await page.keyboard.type('asha');
  await page.keyboard.press('Enter');
  await expect(alertOf(email)).toHaveText('Enter an email address, like name@example.com.');
  await expect(email.locator('input')).toBeFocused();
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(0)).toContainText('Needs attention');
  await page.keyboard.type('@example.com');
  await page.keyboard.press('Enter');

  // Step 2: its heading has focus; Next with nothing chosen stops, every control with the kit's message.
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(0)).not.toContainText('Needs attention');
  await expect(steps.nth(0)).toContainText('Completed');
  await expect(page.locator('#wizard-writing h3')).toBeFocused();
  const language = page.locator('#wizard-writing katha-select');
  const kind = page.locator('#wizard-writing katha-radio-group');
  const date = page.locator('#wizard-writing katha-date-picker');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(alertOf(language)).toHaveText('Please choose an option.');
  await expect(alertOf(kind)).toHaveText('Please choose one of these options.');
  await expect(alertOf(date)).toHaveText('Please choose a date.');
  await expect(language.locator('[role="combobox"]')).toBeFocused();
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(1)).toContainText('Needs attention');
  // Typeahead "k" finds Kannada, Enter chooses; Tab to the radios, Space; Tab to the date, type it.
  await page.keyboard.press('k');
  await page.keyboard.press('Enter');
  await expect(language.locator('[role="combobox"]')).toContainText('Kannada');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(alertOf(kind)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(date.locator('input')).toBeFocused();
  await page.keyboard.type('2026-12-24');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // Step 3: Back keeps step 2's answers; forward again, the terms are required.
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(language.locator('[role="combobox"]')).toContainText('Kannada');
  await expect(date.locator('input')).toHaveValue('2026-12-24');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  const terms = page.locator('#wizard-terms katha-checkbox');
  const digest = page.locator('#wizard-terms katha-switch');
  await tabTo(page, digest);
  await page.keyboard.press('Space');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(alertOf(terms)).toHaveText('Please tick this box to continue.');
  await expect(terms.locator('input')).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // The summary: everything chosen, then Submit sends the whole form.
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
  const summary = page.locator('.template-summary');
  await expect(summary).toContainText('Asha Rao');
  await expect(summary).toContainText('asha@example.com');
  await expect(summary).toContainText('Kannada');
  await expect(summary).toContainText('Short stories');
  await expect(summary).toContainText('24 December 2026');
  await expect(summary.locator('dd').last()).toHaveText('Yes');
  await expect(next).toContainText('Submit');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.locator('.template-form [role="status"]')).toHaveText(
    'Thank you, Asha Rao: your sign-up was sent.',
  );
  // A finished step in the stepper takes you back to it.
  await steps.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(name.locator('input')).toHaveValue('Asha Rao');
});

test('validation by keyboard: every rule shows as you type and on submit, in the kit words, then the form is sent', async ({
  page,
}) => {
  await open(page, '/forms/form-validation', EN);
  const field = (name: string) => page.locator(`katha-text-field[name="${name}"]`);
  const status = page.locator('.template-form [role="status"]');
  const selectAll = () => page.keyboard.press('ControlOrMeta+a');

  // As you type: each keystroke re-checks the rules, the first broken one is said.
  await field('username').locator('input').focus();
  // Spaces alone are a blank field, as in the template's other forms (demo-form.ts `required`).
  await page.keyboard.type('   ');
  await expect(alertOf(field('username'))).toHaveText('Please fill this in.');
  await selectAll();
  await page.keyboard.type('A');
  await expect(alertOf(field('username'))).toHaveText('Use at least 3 characters.');
  await page.keyboard.type('sha');
  await expect(alertOf(field('username'))).toHaveText('Use only small letters (a–z), digits and _.');
  await selectAll();
  await page.keyboard.type('asha_rao');
  await expect(alertOf(field('username'))).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.type('asha@');
  await expect(alertOf(field('email'))).toHaveText('Enter an email address, like name@example.com.');
  await page.keyboard.type('example.com');
  await expect(alertOf(field('email'))).toHaveCount(0);

  // Enter submits: every other rule shows at once, focus on the first wrong field.
  await page.keyboard.press('Enter');
  await expect(alertOf(field('phone'))).toHaveText('Please fill this in.');
  await expect(alertOf(page.locator('katha-select'))).toHaveText('Please choose an option.');
  await expect(alertOf(page.locator('katha-date-picker'))).toHaveText('Please choose a date.');
  await expect(alertOf(page.locator('katha-radio-group'))).toHaveText('Please choose one of these options.');
  await expect(alertOf(page.locator('katha-checkbox'))).toHaveText('Please tick this box to continue.');
  await expect(alertOf(field('website'))).toHaveCount(0);
  await expect(status).toHaveText('Some answers need fixing: see the messages under them.');
  await expect(field('phone').locator('input')).toBeFocused();

  await page.keyboard.type('12345');
  await expect(alertOf(field('phone'))).toHaveText(
    'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
  );
  await selectAll();
  await page.keyboard.type('9876543210');
  await expect(alertOf(field('phone'))).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.type('http://katha');
  await expect(alertOf(field('website'))).toHaveText(
    'Enter an address starting with https://, like https://example.com.',
  );
  await selectAll();
  await page.keyboard.press('Backspace');
  await expect(alertOf(field('website'))).toHaveCount(0);

  // The kit's controls: typeahead, a typed date, Space on a radio and on the box.
  await tabTo(page, page.locator('katha-select'));
  await page.keyboard.press('t');
  await page.keyboard.press('Enter');
  await expect(page.locator('katha-select [role="combobox"]')).toContainText('Travel');
  await tabTo(page, page.locator('katha-date-picker input'));
  await page.keyboard.type('2026-05-01');
  await tabTo(page, page.locator('katha-radio-group'));
  await page.keyboard.press('Space');
  await tabTo(page, page.locator('katha-checkbox'));
  await page.keyboard.press('Space');
  await tabTo(page, page.locator('.katha-form__actions katha-button').first());
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(
    'Account created with username=asha_rao, email=asha@example.com, phone=9876543210, website=, bio=, topic=travel, debut=2026-05-01, plan=free and terms=accepted.',
  );
});

test('editor form: an empty story stops the submit, then its HTML is sent with the form', async ({
  page,
}) => {
  await open(page, '/forms/form-quill', EN);
  const status = page.locator('.template-form [role="status"]');
  const writing = page.locator('katha-editor .ql-editor');
  await expect(writing).toContainText('The first rain came to Mysuru');
  await page.locator('katha-text-field[name="title"] input').fill('First rain');
  await writing.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.locator('.katha-form__actions katha-button').first().click();
  const empty = page.locator('.template-form [role="alert"]');
  await expect(empty).toHaveText('Write your story before sending it.');
  // The editor's change event comes after the word count's pause: the one from emptying the story
  // may land after the submit, and must not take the message away.
  await expect(page.getByText(/^0 words/)).toBeVisible();
  await expect(empty).toHaveText('Write your story before sending it.');
  await expect(status).toHaveText('Nothing submitted yet.');
  await writing.click();
  await page.keyboard.type('The rain ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('came');
  await expect(page.locator('.template-form [role="alert"]')).toHaveCount(0);
  await page.locator('.katha-form__actions katha-button').first().click();
  await expect(status).toContainText('Submitted: title=First rain');
  await expect(status.locator('code')).toHaveText('<p>The rain <strong>came</strong></p>');
});
