import { expect } from '@open-wc/testing';
import { sanitizeEditorHtml } from './sanitize.js';

interface CorpusCase {
  name: string;
  html: string;
  expected: string;
}

/** The DOM Chromium builds from some HTML, serialized (how the CMS's and the server's outputs are compared). */
const asDom = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

// The HTML policy's shared corpus: DOMPurify in Chromium (here) gives what the CMS's sanitize-html
// (apps/cms/test/html-policy.test.ts) and the site's server, DOMPurify with jsdom
// (tests/e2e/security.spec.ts), give. The test server serves the repository root.
describe('the HTML policy in the browser (DOMPurify in Chromium)', () => {
  it('gives the shared corpus its expected output', async () => {
    const corpus = (await (await fetch('/tests/fixtures/html-corpus.json')).json()) as CorpusCase[];
    expect(corpus.length).to.be.greaterThan(20);
    const differing = corpus
      .map(({ name, html, expected }) => ({ name, expected, actual: asDom(sanitizeEditorHtml(html)) }))
      .filter(({ expected, actual }) => expected !== actual);
    expect(differing).to.deep.equal([]);
  });
});
