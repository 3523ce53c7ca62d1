import { fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { COLOR_THEMES, installColorThemes } from '../theme/color-themes.js';

/** Relative luminance of `rgb(r, g, b)` (WCAG 2.x). */
function luminance(rgb: string): number {
  const [r, g, b] = rgb
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `rgb()` colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A part a person must see (a box's outline, a thumb), the colour it is drawn in and the one behind it. */
export type ColourPair = [what: string, drawn: string, behind: string];

/**
 * Renders `template` on the page background in each of the seven colour themes, light and dark,
 * and checks that every pair `pairs(container)` returns has 3:1 (WCAG 1.4.11, non-text contrast).
 */
export function expectNonTextContrast(
  template: TemplateResult,
  pairs: (container: HTMLElement) => Promise<ColourPair[]> | ColourPair[],
): Promise<void> {
  return expectContrast(template, pairs, 3);
}

/**
 * As `expectNonTextContrast`, for text a person reads: every pair (ink, paper) has 4.5:1 (WCAG
 * 1.4.3, AA for normal-size text) in the seven colour themes, light and dark.
 */
export function expectTextContrast(
  template: TemplateResult,
  pairs: (container: HTMLElement) => Promise<ColourPair[]> | ColourPair[],
): Promise<void> {
  return expectContrast(template, pairs, 4.5);
}

async function expectContrast(
  template: TemplateResult,
  pairs: (container: HTMLElement) => Promise<ColourPair[]> | ColourPair[],
  minimum: number,
): Promise<void> {
  installColorThemes();
  const failures: string[] = [];
  for (const theme of COLOR_THEMES) {
    for (const mode of ['light', 'dark']) {
      const container = await fixture<HTMLDivElement>(
        html`<div data-katha-theme=${theme} data-katha-mode=${mode} style="background: var(--katha-color-background)">${template}</div>`,
      );
      for (const element of container.querySelectorAll<HTMLElement & { updateComplete?: Promise<unknown> }>(
        '*',
      ))
        await element.updateComplete;
      for (const [what, drawn, behind] of await pairs(container)) {
        const ratio = contrast(drawn, behind);
        if (ratio < minimum)
          failures.push(`${theme} ${mode}: ${what} ${drawn} on ${behind} is ${ratio.toFixed(2)}:1`);
      }
    }
  }
  if (failures.length) throw new Error(`below ${minimum}:1:\n${failures.join('\n')}`);
}

/** The page background inside `container`. */
export const background = (container: HTMLElement): string => getComputedStyle(container).backgroundColor;
