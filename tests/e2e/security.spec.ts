import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { sanitizeHtml } from '../../apps/web/server/sanitize.js';
import {
  apiLogin,
  cmsApi,
  expect,
  readToTheEnd,
  registerThroughUi,
  test,
  uniqueName,
  webUrl,
} from './helpers.js';

/** The hostile pieces of the article body below; each is in the HTML policy's corpus too. */
const PAYLOAD_PARTS = [
  '<p>Safe words stay.</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'onerror\'">',
  '<p><a href="javascript:window.__xss=\'href\'">a link</a></p>',
  '<svg><script>window.__xss = "svg"</script></svg>',
  '<iframe src="javascript:parent.__xss=\'iframe\'"></iframe>',
  '<p onclick="window.__xss=\'click\'">Click me</p>',
];
const PAYLOAD = PAYLOAD_PARTS.join('');

test('script, event-handler and javascript: payloads in an article body and a comment execute nothing', async ({
  page,
}) => {
  const jwt = await apiLogin('editor@katha.dev');
  const created = await fetch(`${cmsApi()}/articles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ data: { title: `Hostile markup ${Date.now()}`, body: PAYLOAD } }),
  });
  expect(created.status).toBe(201);
  const { data: article } = (await created.json()) as { data: { slug: string } };

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const served = await (await fetch(`${webUrl()}/core/article/${article.slug}`)).text();
  expect(served).not.toMatch(/onerror|onclick|javascript:|<script>window/);

  await page.goto(`${webUrl()}/core/article/${article.slug}`);
  await expect(page.locator('.article__body')).toContainText('Safe words stay.');
  await page.locator('.article__body').getByText('Click me').click();
  const link = page.locator('.article__body a', { hasText: 'a link' });
  if (await link.count()) await link.click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();

  await registerThroughUi(page, uniqueName('mallory'));
  await readToTheEnd(page);
  // The CMS keeps comments as plain text (tags stripped); whatever it keeps is shown as text.
  const hostile =
    'Nice story <img src=x onerror="window.__xss=\'comment\'"><script>window.__xss="c2"</script> indeed';
  await page.locator('.comments').getByLabel('Add a comment').fill(hostile);
  await page.locator('.comments').getByRole('button', { name: 'Post comment' }).click();
  await expect(page.locator('.comments [part="comment"]').first()).toContainText('Nice story');
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("the HTML policy's corpus: the site's server (DOMPurify with jsdom) gives the CMS's and the browser's output, and nothing may frame", async () => {
  // The same corpus runs through the CMS's sanitize-html (apps/cms/test/html-policy.test.ts) and
  // DOMPurify in Chromium (packages/editor/src/sanitize.test.ts); outputs compare as the DOM they build.
  const corpus: { name: string; html: string; expected: string }[] = JSON.parse(
    readFileSync(new URL('../fixtures/html-corpus.json', import.meta.url), 'utf8'),
  );
  expect(corpus.map(({ html }) => html)).toEqual(expect.arrayContaining(PAYLOAD_PARTS));
  const { document } = new JSDOM('').window;
  const asDom = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.innerHTML;
  };
  for (const { name, html, expected } of corpus) expect(asDom(sanitizeHtml(html)), name).toBe(expected);

  // No iframes in CMS HTML (the policy has none), and the site's CSP frames nothing either.
  const csp = (await fetch(webUrl())).headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-src 'none'");
});
