import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { SANITIZE_CONFIG, withHtmlPolicy } from '../shared/sanitize-config.js';

const { window } = new JSDOM('');
const purify = withHtmlPolicy(createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]));

/** The browser's rules (shared/sanitize-config.ts), applied before the article reaches the page. */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? purify.sanitize(html, SANITIZE_CONFIG) : '';
}

/** The visible text of (sanitized) HTML, whitespace collapsed. */
export function textOf(html: string): string {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
