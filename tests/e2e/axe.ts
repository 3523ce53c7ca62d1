import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './helpers.js';

const require = createRequire(import.meta.url);
/** axe-core, evaluated in the page (a script tag would be refused by the site's CSP, rightly). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * How every journey runs axe: WCAG 2.1 A and AA (contrast included), violations only. No preload:
 * axe would first fetch and parse every style sheet of the page (each shadow root's too) for
 * css-orientation-lock, an experimental rule these tags do not run; the same rules run without it
 * (axe.spec.ts), and a run on the home took 214 ms instead of 526 (medians of 4, 2026-12-07).
 */
export const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
  preload: false,
} satisfies import('axe-core').RunOptions;

/** Loads axe into the page's document, once per document. */
export async function loadAxe(page: Page): Promise<void> {
  // Once per document: evaluating axe's 550 kB costs the page 0.3–0.5 s of CPU each time, and a
  // journey checks a document again after each dialog or menu it opens.
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(AXE_SOURCE);
}

/**
 * axe finds no WCAG 2.1 A/AA violation (contrast included) on the page as the reader sees it once
 * still: after the animations that end (a popover's fade-in) have ended, since axe reads colours as
 * they are mid-fade (a popover's button at 2.3:1 on its way to 4.5:1). Each shadow root lists its
 * own: Chromium's `document.getAnimations()` leaves them out.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await loadAxe(page);
  const violations = await page.evaluate(async (options) => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const root of roots) {
      for (const element of root.querySelectorAll('*'))
        if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    await Promise.all(
      roots
        .flatMap((root) => root.getAnimations())
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, options);
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .slice(0, 5)
          .map((node) => `    ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`)
          .join('\n')}`,
    );
  }, AXE_OPTIONS);
  expect(violations, `${label}\n${violations.join('\n')}`).toEqual([]);
}
