// Prints the reader site's Lighthouse figures against issue 14's budgets: builds the site
// (turbo, cached), starts a seeded CMS on a throwaway SQLite file and the production server on
// loopback, audits the home page and an article page three times each with Lighthouse's mobile
// defaults (simulated throttling) in Debian's Chromium, and prints the medians. Figures, not
// assertions.
//
// Each page is read twice before the audits that count (LIGHTHOUSE_WARMUP=0 for none), as the
// readers before this one would have: a page people read is kept rendered, goes out at brotli's
// best once read again (server/page-cache.ts), and its images are already resized. Those first
// reads of a cold server are printed apart.
//
// `npm run lighthouse -w @katha/web` (about 4 minutes; LIGHTHOUSE_RUNS=5 for more;
// LIGHTHOUSE_SAVE=<dir> keeps each report as <dir>/<page>-<run>.json and its trace as
// <page>-<run>.trace.json, for chrome://tracing or DevTools' Performance panel;
// LIGHTHOUSE_SERVE_DIR=<a built apps/web elsewhere> audits that build instead of building this one,
// e.g. a copy the other builds in this checkout cannot replace during the audit).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildArticleListQuery, createKathaClient, dataOf } from '@katha/sdk';
import lighthouse from 'lighthouse';
import { freePort, launchCms } from '../../../apps/cms/scripts/cms-process.mjs';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';
import { readBuild } from './first-load.mjs';
import { launchSite } from './site-process.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const serveDir = process.env.LIGHTHOUSE_SERVE_DIR || webDir;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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
  const scratch = mkdtempSync(join(tmpdir(), 'katha-lighthouse-'));
  // Retried: Chromium may still be writing its profile just after it was told to stop.
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));
  const cms = await launchCms({
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(scratch, 'cms.db'), KATHA_SEED: 'full' },
    timeoutMs: 300_000,
  });
  cleanups.push(() => cms.stop());

  const web = await launchSite({ cmsUrl: cms.url, webDir: serveDir });
  cleanups.push(() => web.stop());
  const site = web.url;

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
  const pages = { home: `${site}/`, article: `${site}/core/article/${encodeURIComponent(article.slug)}` };

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

  const results = {};
  const firstReads = {};
  let version = '';
  for (const [name, url] of Object.entries(pages)) {
    results[name] = [];
    firstReads[name] = [];
    for (let run = 1 - warmups; run <= runs; run++) {
      process.stdout.write(
        run < 1
          ? `reading ${name} first (${run + warmups}/${warmups})…\n`
          : `auditing ${name} (${run}/${runs})…\n`,
      );
      let lhr;
      let artifacts;
      // A run whose trace Lighthouse could not read (NO_NAVSTART and the like) is run again.
      for (let attempt = 1; attempt <= 3; attempt++) {
        ({ lhr, artifacts } = await lighthouse(url, {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        }));
        if (!lhr.runtimeError) break;
        console.log(`  Lighthouse failed (${lhr.runtimeError.code}), running it again`);
      }
      version = lhr.lighthouseVersion;
      const audit = (id) => lhr.audits[id].numericValue;
      if (run < 1) {
        firstReads[name].push({ lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time') });
        continue;
      }
      if (saveDir) {
        writeFileSync(join(saveDir, `${name}-${run}.json`), JSON.stringify(lhr));
        writeFileSync(join(saveDir, `${name}-${run}.trace.json`), JSON.stringify(artifacts.Trace));
      }
      // The audits that cost the accessibility or SEO score, to say what to fix.
      const weighed = ['accessibility', 'seo'].flatMap((category) =>
        lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
      );
      const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter(
        (item) => item.resourceType === 'Script',
      );
      results[name].push({
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        sent: scripts.reduce((sum, item) => sum + item.transferSize, 0),
        performance: lhr.categories.performance.score * 100,
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
  }

  // The budget's first-load JS is the build's, counted as scripts/size.mjs counts it (gzip); the
  // audit's own figure is every script loaded during it, as sent (brotli and HTTP headers).
  const build = readBuild(join(serveDir, 'build/client'));
  const firstLoadJs = {
    home: build.firstLoadJs('src/pages/home.tsx'),
    article: build.firstLoadJs('src/pages/article.tsx'),
  };
  for (const page of ['home', 'article']) for (const result of results[page]) result.js = firstLoadJs[page];
  // Issue 14's budgets (section 3), the same for both pages.
  const budgets = {
    lcp: { home: 1100, article: 1100, unit: 'ms', max: true },
    tbt: { home: 50, article: 50, unit: 'ms', max: true },
    cls: { home: 0.02, article: 0.02, unit: '', max: true },
    js: { home: 140 * 1024, article: 140 * 1024, unit: 'B', max: true },
    sent: { unit: 'B' },
    performance: { home: 98, article: 98, unit: '', max: false },
    accessibility: { home: 100, article: 100, unit: '', max: false },
    seo: { home: 100, article: 100, unit: '', max: false },
  };
  const show = (metric, value) =>
    metric === 'js' || metric === 'sent'
      ? `${(value / 1024).toFixed(1)} kB`
      : metric === 'cls'
        ? value.toFixed(3)
        : metric === 'lcp' || metric === 'tbt'
          ? `${Math.round(value)} ms`
          : String(Math.round(value));
  console.log(`\nLighthouse ${version} mobile, simulated throttling, median of ${runs}\n`);
  console.log(
    `${'metric'.padEnd(22)}${'home'.padStart(12)}${'article'.padStart(12)}   budget (home / article)`,
  );
  for (const [metric, budget] of Object.entries(budgets)) {
    const row = ['home', 'article'].map((page) => {
      const value = median(results[page].map((r) => r[metric]));
      const ok = budget.max === undefined || (budget.max ? value <= budget[page] : value >= budget[page]);
      return `${show(metric, value)}${ok ? ' ' : '!'}`.padStart(12);
    });
    const label = { js: 'first-load JS (gzip)', sent: 'JS in the audit (sent)' }[metric] ?? metric;
    const limit =
      budget.max === undefined
        ? ''
        : `${budget.max ? '≤' : '≥'} ${show(metric, budget.home)} / ${show(metric, budget.article)}`;
    console.log(`${label.padEnd(22)}${row.join('')}   ${limit}`);
  }
  for (const page of ['home', 'article']) {
    const failing = [...new Set(results[page].flatMap((r) => r.failing))];
    if (failing.length > 0) console.log(`${page}: failing a11y/SEO audits: ${failing.join(', ')}`);
    console.log(`${page}: LCP element ${results[page][0].lcpElement ?? '(none reported)'}`);
  }
  if (warmups > 0) {
    const reads = (page) =>
      firstReads[page]
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
