import type { Page } from '@playwright/test';
import { expect } from './helpers.js';

/** The page's width beyond the window, in CSS pixels (0 or less when it does not scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return { scrollWidth: root.scrollWidth, innerWidth, excess: root.scrollWidth - innerWidth };
  });

/** What is wider than the window, for the failure message: the outermost such elements (shadow roots too). */
const widest = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const sticksOut = (element: Element | null) =>
      element !== null && element.getBoundingClientRect().right > innerWidth + 0.5;
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        const parent = element.parentElement ?? (element.getRootNode() as ShadowRoot).host ?? null;
        if (sticksOut(element) && !sticksOut(parent))
          found.push(
            `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')} right=${Math.round(element.getBoundingClientRect().right)}`,
          );
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found.slice(0, 10);
  });

/** The page never scrolls sideways; when it does, the message names what sticks out. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const measured = await overflow(page);
  if (measured.excess <= 0) return;
  expect(
    measured.excess,
    `${label}: the page is wider than the window ${JSON.stringify(measured)} ${JSON.stringify(await widest(page))}`,
  ).toBeLessThanOrEqual(0);
}
