// What a page costs a phone, measured in a real Chromium rather than simulated (issue 31): the
// CPU slowed 4×, the main thread's work from the navigation until it is quiet, the script part of
// it, how long long tasks block input, the DOM's nodes, and the HTML's bytes. Used by lighthouse.mjs
// for each page and its limit (limit-page.mjs).
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { buildArticleListQuery, createKathaClient, dataOf } from '@katha/sdk';

/** Long tasks' blocking (each task's time past 50 ms, summed), kept by the page from its start. */
const COUNT_BLOCKING = () => {
  window.__kathaBlocking = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__kathaBlocking += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
};

/** Nodes on the page (elements, text, comments), those in shadow roots included. */
const COUNT_NODES = () => {
  const count = (node) => {
    let sum = 1;
    for (const child of node.childNodes) sum += count(child);
    if (node.shadowRoot) sum += count(node.shadowRoot);
    return sum;
  };
  return count(document.documentElement);
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `url` in a new context of `browser` (Playwright's Chromium) at `cpuSlowdown`× CPU and
 * returns `{ mainThreadMs, scriptMs, styleMs, styleCount, layoutMs, layoutCount, blockingMs, nodes }` once the main thread is quiet (under
 * 20 ms of work in half a second; the network idle first). `cookie`: a Cookie header every request
 * of the context sends (a signed-in reader's session); `initScript`: a function run in the page
 * before its own scripts (what the reader's browser holds, in localStorage).
 */
export async function measurePageCost(
  browser,
  url,
  { cpuSlowdown = 4, viewport = { width: 412, height: 823 }, cookie, initScript } = {},
) {
  const context = await browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(COUNT_BLOCKING);
    if (initScript) await page.addInitScript(initScript);
    // A page of the same origin first, so that the page measured runs in the renderer whose
    // counters are read (a navigation across sites may change process).
    await page.goto(new URL('/robots.txt', url).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const metrics = async () =>
      Object.fromEntries(
        (await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]),
      );
    const before = await metrics();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    let last = await metrics();
    for (;;) {
      await sleep(500);
      const now = await metrics();
      const quiet = (now.TaskDuration - last.TaskDuration) * 1000 < 20;
      last = now;
      if (quiet) break;
    }
    return {
      mainThreadMs: (last.TaskDuration - before.TaskDuration) * 1000,
      scriptMs: (last.ScriptDuration - before.ScriptDuration) * 1000,
      // Where the rest goes: style recalculation and layout, their time and how many times.
      styleMs: (last.RecalcStyleDuration - before.RecalcStyleDuration) * 1000,
      styleCount: last.RecalcStyleCount - before.RecalcStyleCount,
      layoutMs: (last.LayoutDuration - before.LayoutDuration) * 1000,
      layoutCount: last.LayoutCount - before.LayoutCount,
      blockingMs: await page.evaluate(() => window.__kathaBlocking),
      nodes: await page.evaluate(COUNT_NODES),
    };
  } finally {
    await context.close();
  }
}

/**
 * The HTML of `url` as a phone receives it: `{ raw, brotli }` bytes (brotli as sent over the wire).
 * `cookie`: the request's Cookie header (a signed-in reader's session).
 */
export function htmlBytes(url, { cookie } = {}) {
  const headers = { 'accept-encoding': 'br', accept: 'text/html', ...(cookie ? { cookie } : {}) };
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const sent = Buffer.concat(chunks);
          const br = response.headers['content-encoding'] === 'br';
          resolve({
            raw: br ? brotliDecompressSync(sent).length : sent.length,
            brotli: br ? sent.length : Number.NaN,
          });
        });
      })
      .on('error', reject);
  });
}

/**
 * The path of the article page measured (lighthouse.mjs, page-cost-compare.mjs): the CMS at
 * `cmsUrl`'s newest English article with a featured image, as the home lists it (the CMS's query
 * guard takes the SDK's queries), so the article page's usual LCP element is an image.
 */
export async function articleToMeasure(cmsUrl) {
  const cmsClient = createKathaClient({ baseUrl: `${cmsUrl}/api` });
  const { data } = dataOf(
    await cmsClient.GET('/articles', {
      params: { query: buildArticleListQuery({ locale: 'en', sort: 'latest', page: 1 }) },
    }),
  );
  const article = data?.find((item) => item.slug && item.featured_image);
  if (!article) throw new Error("No article with a featured image among the CMS's latest.");
  return `/core/article/${encodeURIComponent(article.slug)}`;
}
