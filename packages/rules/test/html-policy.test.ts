import { describe, expect, it } from 'vitest';
import { allowedUrl, domPurifyConfig, HTML_POLICY, sanitizeHtmlOptions } from '../src/html-policy.js';

describe('HTML policy', () => {
  it('has no iframes, frames or embedded objects', () => {
    for (const tag of ['iframe', 'frame', 'object', 'embed', 'script', 'style', 'form', 'svg', 'math'])
      expect(HTML_POLICY.tags).not.toContain(tag);
    expect(HTML_POLICY.dropWithContent).toContain('iframe');
  });

  it('allows relative URLs and the schemes of the tag only', () => {
    expect(allowedUrl('a', '/core/article/x')).toBe(true);
    expect(allowedUrl('a', 'https://example.com')).toBe(true);
    expect(allowedUrl('a', 'mailto:a@katha.dev')).toBe(true);
    expect(allowedUrl('a', 'javascript:alert(1)')).toBe(false);
    expect(allowedUrl('a', ' JaVa\tScRiPt:alert(1)')).toBe(false);
    expect(allowedUrl('a', 'data:text/html,x')).toBe(false);
    expect(allowedUrl('img', 'data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(allowedUrl('img', 'vbscript:x')).toBe(false);
  });

  it('gives sanitize-html and DOMPurify the same lists', () => {
    const html = sanitizeHtmlOptions();
    const purify = domPurifyConfig();
    expect(html.allowedTags).toEqual(purify.ALLOWED_TAGS);
    expect(html.nonTextTags).toEqual(purify.FORBID_CONTENTS);
    expect(new Set(Object.values(html.allowedAttributes).flat())).toEqual(new Set(purify.ALLOWED_ATTR));
    expect(purify.ALLOWED_URI_REGEXP.test('javascript:alert(1)')).toBe(false);
    expect(purify.ALLOWED_URI_REGEXP.test('https://katha.dev')).toBe(true);
    expect(html.transformTags.a('a', { href: '/x' }).attribs.rel).toBe('noopener noreferrer');
  });
});
