/**
 * Node side of the hydration test: the whole kit and its server renderer, bundled by the
 * `kathaSsr` plugin of web-test-runner.config.mjs and imported in Node (Lit's Node build and
 * its DOM shim), where it renders each element as the site's server would.
 */
import '../index.js';
import { renderElement, withLocale } from '../ssr/render.js';
import { ssrFixtures } from './ssr-fixtures.js';

/**
 * The HTML of each element (tag: `katha-<folder>`) rendered on the server in `locale`, or the
 * error its server render threw (a DOM access Node does not have).
 */
export function renderFixtures(
  tags: readonly string[],
  locale: string,
): { html: Record<string, string>; errors: Record<string, string> } {
  const html: Record<string, string> = {};
  const errors: Record<string, string> = {};
  withLocale(locale, () => {
    for (const tag of tags) {
      try {
        html[tag] = renderElement(tag, ssrFixtures[tag] ?? {});
      } catch (error) {
        errors[tag] = String(error);
      }
    }
  });
  return { html, errors };
}
