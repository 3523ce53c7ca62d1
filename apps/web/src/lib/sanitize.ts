import DOMPurify from 'dompurify';
import { SANITIZE_CONFIG } from '../../shared/sanitize-config.js';

/**
 * CMS HTML (article bodies) made safe for the DOM. The CMS sanitizes on save too; this is the
 * second line, so a compromised or older record cannot run code in a reader's browser.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? DOMPurify.sanitize(html, SANITIZE_CONFIG) : '';
}
