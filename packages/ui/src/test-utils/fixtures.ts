import type { Locale } from '@katha/i18n/core';
import { fixture } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';

/**
 * Renders `template` inside `<div lang="…">` and returns the first element of the
 * template, so a test sees the element exactly as a page in that language would.
 */
export async function fixtureInLocale<T extends Element>(
  template: TemplateResult,
  locale: Locale,
): Promise<T> {
  const wrapper = await fixture<HTMLDivElement>(document.createElement('div'));
  wrapper.lang = locale;
  render(template, wrapper);
  const element = wrapper.firstElementChild as T & { updateComplete?: Promise<unknown> };
  await element.updateComplete;
  return element;
}

/** Sets `<html lang>` for the duration of a test (the app shell's way of switching language). */
export function setDocumentLocale(locale: Locale): () => void {
  const previous = document.documentElement.getAttribute('lang');
  document.documentElement.lang = locale;
  return () => {
    if (previous === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.lang = previous;
  };
}
