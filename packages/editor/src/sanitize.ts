import { createPurifier } from '@katha/rules/html-policy';
import DOMPurify from 'dompurify';

let sanitize: ((html: string) => string) | undefined;

/**
 * The HTML with only what Katha's one HTML policy allows (`@katha/rules/html-policy`): DOMPurify with
 * the same allow-list the CMS applies with sanitize-html on save and the site applies before the DOM.
 * Needs a DOM; DOMPurify gets an instance of its own, so the site's sanitizer is left as it is.
 */
export function sanitizeEditorHtml(html: string): string {
  sanitize ??= createPurifier(DOMPurify(window));
  return sanitize(html);
}
