// Prints what the reader site's home and article pages cost a phone, against issue 31's budgets:
// builds the site (turbo, cached), starts a seeded CMS on a throwaway SQLite file and the
// production server on loopback, and measures each page beside its limit (limit-page.mjs: the same
// server-rendered page without a script), interleaved, so that every figure has its reference
// from the same run on the same machine:
// - Lighthouse's mobile defaults (simulated throttling) in Debian's Chromium;
// - a real run at 4× CPU (page-cost.mjs): main-thread and script time, long tasks' blocking, the
//   DOM's nodes, the HTML's bytes raw and brotli.
// Medians; the date, the machine's load and Chromium's version head the figures. Figures, not
// assertions.
//
// Each page is read twice before the audits that count (LIGHTHOUSE_WARMUP=0 for none), as the
// readers before this one would have: a page people read is kept rendered, goes out at brotli's
// best once read again (server/page-cache.ts), and its images are already resized. Those first
// reads of a cold server are printed apart.
//
// `npm run lighthouse -w @katha/web` (about 15 minutes; LIGHTHOUSE_RUNS=3 for fewer;
// LIGHTHOUSE_SAVE=<dir> keeps each report as <dir>/<page>-<run>.json and its trace as
// <page>-<run>.trace.json, for chrome://tracing or DevTools' Performance panel;
// LIGHTHOUSE_SERVE_DIR=<a built apps/web elsewhere> audits that build instead of building this one,
// e.g. a copy the other builds in this checkout cannot replace during the audit).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildArticleListQuery, createKathaClient, dataOf } from '@katha/sdk';
import { chromiumArgs, chromiumLaunchOptions, findChromium } from '@katha/tools/chromium';
import { freePort } from '@katha/tools/cms-process';
import { launchScratchCms, launchSite } from '@katha/tools/site-process';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { readBuild } from './first-load.mjs';
import { startLimitServer } from './limit-page.mjs';
import { htmlBytes, measurePageCost } from './page-cost.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const serveDir = process.env.LIGHTHOUSE_SERVE_DIR || webDir;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const warmups = Number(process.env.LIGHTHOUSE_WARMUP ?? 2);
const saveDir = process.env.LIGHTHOUSE_SAVE;
if (saveDir) mkdirSync(saveDir, { recursive: true });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitFor(url, what) {
  for (let tries = 0; tries < 300; tries++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not answer at ${url}`);
}

const cleanups = [];
async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

try {
  if (serveDir === webDir) {
    console.log('building the site…');
    execFileSync('npx', ['turbo', 'run', 'build', '--filter=@katha/web...', '--output-logs=errors-only'], {
      cwd: webDir,
      stdio: 'inherit',
    });
  } else console.log(`auditing the build in ${serveDir}`);

  console.log('starting a seeded CMS…');
  const { cms, scratch } = await launchScratchCms(cleanups, 'lighthouse');

  const web = await launchSite({ cmsUrl: cms.url, webDir: serveDir });
  cleanups.push(() => web.stop());
  const site = web.url;
  const limit = await startLimitServer(site);
  cleanups.push(() => limit.close());

  // The newest English article with a featured image, as the home lists it (the CMS's query guard
  // takes the SDK's queries): the article page's usual LCP element.
  const cmsClient = createKathaClient({ baseUrl: `${cms.url}/api` });
  const { data } = dataOf(
    await cmsClient.GET('/articles', {
      params: { query: buildArticleListQuery({ locale: 'en', sort: 'latest', page: 1 }) },
    }),
  );
  const article = data?.find((item) => item.slug && item.featured_image);
  if (!article) throw new Error("No article with a featured image among the CMS's latest.");
  const paths = { home: '/', article: `/core/article/${encodeURIComponent(article.slug)}` };
  /** Each page and its limit, by name. */
  const origins = { page: site, limit: limit.url };
  const VARIANTS = Object.keys(origins);

  const debugPort = await freePort();
  const chrome = spawn(
    findChromium(),
    [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${join(scratch, 'chrome')}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  cleanups.push(() => chrome.kill());
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 'Chromium');

  const chromiumVersion = (await (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).json()).Browser;

  let version = '';
  /** One Lighthouse audit of `url`, run again when Lighthouse could not read its trace (NO_NAVSTART…). */
  const audit = async (url) => {
    for (let attempt = 1; ; attempt++) {
      const { lhr, artifacts } = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      });
      if (!lhr.runtimeError || attempt === 3) {
        version = lhr.lighthouseVersion;
        return { lhr, artifacts };
      }
      console.log(`  Lighthouse failed (${lhr.runtimeError.code}), running it again`);
    }
  };

  // The first reads of a cold server, as earlier readers would have made them (not in the medians).
  const firstReads = { home: [], article: [] };
  for (const [name, path] of Object.entries(paths))
    for (let read = 1; read <= warmups; read++) {
      console.log(`reading ${name} first (${read}/${warmups})…`);
      const { lhr } = await audit(site + path);
      firstReads[name].push({
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      });
    }

  // Each run audits every page and then its limit, so a machine that gets busier mid-run weighs on both.
  const results = { home: { page: [], limit: [] }, article: { page: [], limit: [] } };
  for (let run = 1; run <= runs; run++)
    for (const [name, path] of Object.entries(paths))
      for (const variant of VARIANTS) {
        console.log(`auditing ${name}${variant === 'limit' ? "'s limit" : ''} (${run}/${runs})…`);
        const { lhr, artifacts } = await audit(origins[variant] + path);
        if (saveDir) {
          writeFileSync(join(saveDir, `${name}-${variant}-${run}.json`), JSON.stringify(lhr));
          writeFileSync(
            join(saveDir, `${name}-${variant}-${run}.trace.json`),
            JSON.stringify(artifacts.Trace),
          );
        }
        const value = (id) => lhr.audits[id].numericValue;
        // The audits that cost the accessibility or SEO score, to say what to fix.
        const weighed = ['accessibility', 'seo'].flatMap((category) =>
          lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
        );
        results[name][variant].push({
          performance: lhr.categories.performance.score * 100,
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          accessibility: lhr.categories.accessibility.score * 100,
          seo: lhr.categories.seo.score * 100,
          failing: weighed
            .filter((id) => lhr.audits[id].score !== null && lhr.audits[id].score < 1)
            .map((id) => {
              const nodes = (lhr.audits[id].details?.items ?? [])
                .map((item) => item.node?.snippet)
                .filter(Boolean);
              return nodes.length > 0 ? `${id} (${nodes.slice(0, 3).join(' ')})` : id;
            }),
          lcpElement:
            lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        });
      }
  chrome.kill();

  // The real runs at 4× CPU, interleaved the same way, in a browser of their own.
  const browser = await chromium.launch(chromiumLaunchOptions());
  cleanups.push(() => browser.close());
  for (let run = 1; run <= runs; run++)
    for (const [name, path] of Object.entries(paths))
      for (const variant of VARIANTS) {
        console.log(`running ${name}${variant === 'limit' ? "'s limit" : ''} at 4× CPU (${run}/${runs})…`);
        const cost = await measurePageCost(browser, origins[variant] + path);
        const bytes = await htmlBytes(origins[variant] + path);
        Object.assign(results[name][variant][run - 1], cost, {
          htmlRaw: bytes.raw,
          htmlBrotli: bytes.brotli,
        });
      }

  // The budget's first-load JS is the build's, counted as scripts/size.mjs counts it (gzip).
  const build = await readBuild(join(serveDir, 'build/client'));
  for (const [name, page] of [
    ['home', 'src/pages/home.tsx'],
    ['article', 'src/pages/article.tsx'],
  ]) {
    for (const result of results[name].page) result.js = build.firstLoadJs(page);
    for (const result of results[name].limit) result.js = 0;
  }

  // Issue 31's budgets. `limit`: the most the page may cost beyond its limit's figure; `max`/`min`:
  // the page's own bound; `home`: the home page's only.
  const METRICS = {
    performance: { min: 95 },
    lcp: { unit: 'ms', limit: 200 },
    tbt: { unit: 'ms', limit: 100 },
    cls: { max: 0.02 },
    accessibility: { min: 100 },
    seo: { min: 100 },
    mainThreadMs: { unit: 'ms', label: 'main thread (4× CPU)' },
    scriptMs: { unit: 'ms', label: 'script (4× CPU)', max: 300 },
    blockingMs: { unit: 'ms', label: 'long tasks block (4×)', max: 150 },
    nodes: { label: 'DOM nodes', max: 1500, home: true },
    htmlRaw: { unit: 'kB', label: 'HTML raw', max: 90 * 1024, home: true },
    htmlBrotli: { unit: 'kB', label: 'HTML brotli', max: 15 * 1024, home: true },
    js: { unit: 'kB', label: 'first-load JS (gzip)', max: 140 * 1024 },
  };
  const show = (metric, value) => {
    const { unit } = METRICS[metric];
    if (unit === 'kB') return `${(value / 1024).toFixed(1)} kB`;
    if (unit === 'ms') return `${Math.round(value)} ms`;
    return metric === 'cls' ? value.toFixed(3) : String(Math.round(value));
  };
  const verdict = (metric, name, page, limitValue) => {
    const budget = METRICS[metric];
    if (budget.home && name !== 'home') return '';
    if (budget.limit !== undefined) return page - limitValue <= budget.limit ? '' : '!';
    if (budget.max !== undefined) return page <= budget.max ? '' : '!';
    if (budget.min !== undefined) return page >= budget.min ? '' : '!';
    return '';
  };
  const budgetText = (metric) => {
    const budget = METRICS[metric];
    const scope = budget.home ? ' (home)' : '';
    if (budget.limit !== undefined) return `≤ limit + ${show(metric, budget.limit)}`;
    if (budget.max !== undefined) return `≤ ${show(metric, budget.max)}${scope}`;
    if (budget.min !== undefined) return `≥ ${show(metric, budget.min)}${scope}`;
    return '';
  };

  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  console.log(
    `\n${new Date().toISOString()}, load average ${one} ${five} ${fifteen}, ${chromiumVersion}, Lighthouse ${version}`,
  );
  console.log(
    `mobile (Lighthouse: simulated throttling; 4×: Chromium's CPU slowed 4×, a real run), median of ${runs}; the limit: the same page without scripts\n`,
  );
  const column = 11;
  console.log(
    `${'metric'.padEnd(24)}${['home', 'its limit', 'difference', 'article', 'its limit', 'difference']
      .map((title) => title.padStart(column))
      .join('')}   budget`,
  );
  for (const metric of Object.keys(METRICS)) {
    const cells = ['home', 'article'].flatMap((name) => {
      const page = median(results[name].page.map((result) => result[metric]));
      const limitValue = median(results[name].limit.map((result) => result[metric]));
      return [
        `${show(metric, page)}${verdict(metric, name, page, limitValue)}`,
        show(metric, limitValue),
        `${page - limitValue >= 0 ? '+' : '−'}${show(metric, Math.abs(page - limitValue))}`,
      ];
    });
    console.log(
      `${(METRICS[metric].label ?? metric).padEnd(24)}${cells.map((cell) => cell.padStart(column)).join('')}   ${budgetText(metric)}`,
    );
  }
  for (const name of ['home', 'article']) {
    const failing = [...new Set(results[name].page.flatMap((result) => result.failing))];
    if (failing.length > 0) console.log(`${name}: failing a11y/SEO audits: ${failing.join(', ')}`);
    console.log(`${name}: LCP element ${results[name].page[0].lcpElement ?? '(none reported)'}`);
  }
  if (warmups > 0) {
    const reads = (name) =>
      firstReads[name]
        .map((read) => `LCP ${Math.round(read.lcp)} ms, TBT ${Math.round(read.tbt)} ms`)
        .join('; ');
    console.log(
      `first reads of a cold server (not in the medians): home ${reads('home')}; article ${reads('article')}`,
    );
  }
  console.log('("!" marks a figure outside its budget)');
} finally {
  await cleanUp();
}
