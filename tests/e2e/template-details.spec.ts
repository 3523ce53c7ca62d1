import type { Page } from '@playwright/test';
import { expect, test } from './helpers.js';
import { type TemplateCase as Case, openTemplatePage } from './template-page.js';

// What a picky reader of the template finds (issue 33): keyboard focus that lands where the
// person is (item 7), step labels broken inside a word on a phone (item 6).

const EN: Case = { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 };

/** The focused element, looking inside shadow roots: its tag, id and classes. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.tagName.toLowerCase()}#${active.id}.${[...active.classList].join('.')}` : '';
  });

test('calendar: Enter on a day opens the day view with focus in it (its first event or its heading)', async ({
  page,
}) => {
  await openTemplatePage(page, '/apps/calendar', EN, { hydrated: '[defer-hydration]' });
  const grid = page.locator('table.cal__month');
  // A day with events (the sample's), then one without: focus lands on the first event, then the heading.
  const busy = grid.locator('td:has(.cal__event)').first();
  await busy.focus();
  await expect(busy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.cal__day')).toBeVisible();
  await expect(page.locator('.cal__day .cal__event').first()).toBeFocused();

  await page.getByRole('tab', { name: 'Month' }).click();
  const free = grid.locator('td.cal__cell:not(.cal__cell--other):not(:has(.cal__event))').first();
  await free.focus();
  await expect(free).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.cal__day')).toBeVisible();
  await expect(page.locator('#cal-period')).toBeFocused();
  expect(await focused(page)).not.toBe('body#.');
});

/**
 * Every step label of the stepper on the page: its words that the browser broke over two lines
 * (a word's line boxes at different heights) and whether it is wider than its box.
 */
const brokenLabels = (page: Page) =>
  page.locator('katha-stepper').evaluate((stepper) =>
    [...stepper.shadowRoot!.querySelectorAll<HTMLElement>('[part="label"]')].flatMap((label) => {
      const problems: string[] = [];
      if (label.scrollWidth > label.clientWidth) problems.push(`${label.textContent} overflows`);
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const word of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) problems.push(`${word[0]} broken`);
        }
      }
      return problems;
    }),
  );

for (const locale of ['en', 'kn-IN'] as const) {
  const phone: Case = { locale, mode: 'light', dir: 'ltr', width: 390 };
  test(`${locale} at 390 px: the checkout's and the form wizard's step labels break between words only`, async ({
    page,
  }) => {
    // A cart with a product, so the checkout shows its steps.
    await page.addInitScript(() =>
      localStorage.setItem('katha-template-shop-cart', JSON.stringify([{ id: '1', quantity: 1 }])),
    );
    for (const pathname of ['/apps/ecommerce/checkout', '/forms/form-wizard']) {
      await openTemplatePage(page, pathname, phone, { hydrated: '[defer-hydration]' });
      await expect(page.locator('katha-stepper')).toBeVisible();
      await expect.poll(() => brokenLabels(page), { message: `${pathname} ${locale}` }).toEqual([]);
    }
  });
}

/**
 * The visible words of the page's main content (the template page, into the kit's shadow roots)
 * written in Latin letters: what an English sample left in a Hindi or Kannada screen. Mail
 * addresses are addresses, not words to translate; Intl writes times with "am"/"pm" in hi-IN and kn-IN
 * (CLDR's day periods); key names (Enter) are written as on the keyboard.
 */
const latinWords = (page: Page) =>
  page.locator('article.template-page').evaluate((root) => {
    const words: string[] = [];
    const visit = (node: Node) => {
      if (node instanceof Text) {
        const parent = node.parentElement;
        if (parent?.checkVisibility({ visibilityProperty: true }) && !parent.closest('.visually-hidden'))
          for (const word of node.data.replace(/\S+@\S+/g, '').match(/\S*[A-Za-z]\S*/g) ?? [])
            words.push(word);
        return;
      }
      if (node instanceof HTMLStyleElement || node instanceof HTMLScriptElement) return;
      if (node instanceof Element && node.shadowRoot)
        for (const child of node.shadowRoot.childNodes) visit(child);
      for (const child of node.childNodes) visit(child);
    };
    visit(root);
    return [...new Set(words)].filter((word) => !/^(am|pm|Enter|Shift\+Enter)$/i.test(word));
  });

for (const locale of ['hi-IN', 'kn-IN'] as const) {
  test(`${locale}: the mail, chats, tickets and shop samples are in the page's language`, async ({
    page,
  }) => {
    const item: Case = { locale, mode: 'light', dir: 'ltr', width: 1280 };
    for (const [pathname, ready] of [
      ['/apps/email', 'katha-list'],
      ['/apps/tickets', 'katha-data-table'],
      ['/apps/ecommerce/shop', '.shop-card'],
      ['/apps/ecommerce/list', 'katha-data-table'],
      ['/apps/chats', 'katha-list'],
      ['/apps/ecommerce/detail/1', 'katha-tabs'],
    ] as const) {
      await openTemplatePage(page, pathname, item, { hydrated: '[defer-hydration]' });
      await expect(page.locator(`article.template-page ${ready}`).first()).toBeVisible();
      expect(await latinWords(page), `${pathname} ${locale}`).toEqual([]);
    }
    // An open mail: its sender, subject and body.
    await openTemplatePage(page, '/apps/email', item, { hydrated: '[defer-hydration]' });
    await page.locator('.inbox__list katha-list').getByRole('button').first().click();
    await expect(page.locator('.mail__body')).toBeVisible();
    expect(await latinWords(page), `an open mail ${locale}`).toEqual([]);
    // An open conversation: the other person's name and every message.
    await openTemplatePage(page, '/apps/chats', item, { hydrated: '[defer-hydration]' });
    await page.locator('.inbox__list katha-list').getByRole('button').first().click();
    await expect(page.locator('.chat__message').first()).toBeVisible();
    expect(await latinWords(page), `an open conversation ${locale}`).toEqual([]);
    // A product's reviews (its description is checked above).
    await openTemplatePage(page, '/apps/ecommerce/detail/1', item, { hydrated: '[defer-hydration]' });
    await page.locator('katha-tabs').getByRole('tab').last().click();
    await expect(page.locator('.shop-reviews li')).toHaveCount(2);
    expect(await latinWords(page), `a product's reviews ${locale}`).toEqual([]);
  });
}

test('pricing at 390 px: every plan in the monthly and the yearly view, one under the other without a gap', async ({
  page,
}) => {
  const phone: Case = { locale: 'kn-IN', mode: 'light', dir: 'ltr', width: 390 };
  await openTemplatePage(page, '/theme-pages/pricing', phone, { hydrated: '[defer-hydration]' });
  const cards = page.getByTestId('plan');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (const name of ['ಮಾಸಿಕ', 'ವಾರ್ಷಿಕ']) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(cards).toHaveCount(count);
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON()),
    );
    // One column, each card right under the one before (the grid's gap, 16 px, apart).
    for (const [index, box] of boxes.slice(1).entries())
      expect(box.top - boxes[index]!.bottom, `${name}: gap above card ${index + 2}`).toBeLessThanOrEqual(24);
  }
});
