import { addPolicyHooks } from '@katha/rules/html-policy';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { SANITIZE_CONFIG } from '../shared/sanitize-config.js';

const { window } = new JSDOM('');
const purify = addPolicyHooks(createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]));

/** The browser's rules (shared/sanitize-config.ts), applied before the article reaches the page. */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? purify.sanitize(html, SANITIZE_CONFIG) : '';
}

/** Elements whose ends separate words as a reader sees them (paragraphs, lines, cells…). */
const BLOCKS =
  'address,article,aside,blockquote,br,dd,div,dl,dt,figcaption,figure,footer,h1,h2,h3,h4,h5,h6,header,hr,li,ol,p,pre,section,table,td,th,tr,ul';

/**
 * The visible text of (sanitized) HTML, whitespace collapsed: paragraphs, line breaks and other
 * blocks are separated by a space (`<p>One.</p><p>Two.</p>` is "One. Two.", not "One.Two.").
 */
export function textOf(html: string): string {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  for (const block of template.content.querySelectorAll(BLOCKS)) block.after(' ');
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
