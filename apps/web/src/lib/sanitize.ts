import DOMPurify from 'dompurify';

/**
 * CMS HTML (article bodies) made safe for the DOM: no scripts, no event handlers, no
 * `javascript:` URLs, no forms or frames. The CMS sanitizes on save too; this is the second
 * line, so a compromised or older record cannot run code in a reader's browser.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
