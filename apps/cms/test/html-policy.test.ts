import fs from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeBody } from '../src/utils/text';

/**
 * The HTML policy's shared corpus (tests/fixtures/html-corpus.json): the CMS's sanitize-html gives the
 * same DOM as DOMPurify on the site's server (tests/e2e/security.spec.ts) and in Chromium (the editor's
 * tests). Outputs are compared as the DOM a browser builds from them (`<br />` and `<br>` are one DOM).
 */
const corpus: { name: string; html: string; expected: string }[] = JSON.parse(
  fs.readFileSync(new URL('../../../tests/fixtures/html-corpus.json', import.meta.url), 'utf8'),
);
const { document } = new JSDOM('').window;
const asDom = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

describe('the HTML policy in the CMS (sanitize-html)', () => {
  it('has a corpus', () => expect(corpus.length).toBeGreaterThan(20));
  for (const { name, html, expected } of corpus)
    it(name, () => expect(asDom(sanitizeBody(html))).toBe(expected));
});
