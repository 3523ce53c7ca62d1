/**
 * DOMPurify's settings for CMS HTML, the same in the browser and on the server: HTML only, no
 * scripts, event handlers or `javascript:` URLs (DOMPurify's defaults), and no forms, frames,
 * embedded objects or inline styles.
 */
export const SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};
