// Prints what the reader site's home and article pages cost a phone, against issue 31's budgets,
// and what a template dashboard, a template app and the writer's studio cost, without a budget yet
// (its item 4): builds the site (turbo, cached), starts a seeded CMS on a throwaway SQLite file and
// the production server on loopback, and measures each page beside its limit (limit-page.mjs: the
// same server-rendered page without a script), interleaved, so that every figure has its reference
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
// The studio is measured signed in as the seeded writer: the script signs in through the site as its
// sign-in page does, and the session's cookie goes with every request of that page's audits, runs
// and HTML reads (Lighthouse's `extraHeaders`), and so through the limit's server to the site. The
// writer's pages are read at localhost, the others at 127.0.0.1: two origins, so what the writer's
// page keeps in the browser (the signed-in user in localStorage) never reaches a visitor's audit in
// Lighthouse's browser, whose storage reset leaves localStorage.
//
// `npm run lighthouse -w @katha/web` (LIGHTHOUSE_PAGES=home,article for the budgets' two pages only,
// any of PAGES' names joined by commas; all five by default; LIGHTHOUSE_RUNS=3 for fewer runs;
// LIGHTHOUSE_SAVE=<dir> keeps each report as <dir>/<page>-<run>.json and its trace as
// <page>-<run>.trace.json, for chrome://tracing or DevTools' Performance panel;
// LIGHTHOUSE_SERVE_DIR=<a built apps/web elsewhere> audits that build instead of building this one,
// e.g. a copy the other builds in this checkout cannot replace during the audit).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumLaunchOptions, findChromium } from '@katha/tools/chromium';
import { SEED_PASSWORD } from '@katha/tools/cms';
import { freePort } from '@katha/tools/cms-process';
import { launchScratchCms, launchSite } from '@katha/tools/site-process';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { readBuild } from './first-load.mjs';
import { startLimitServer } from './limit-page.mjs';
import { articleToMeasure, htmlBytes, measurePageCost } from './page-cost.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const serveDir = process.env.LIGHTHOUSE_SERVE_DIR || webDir;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const warmups = Number(process.env.LIGHTHOUSE_WARMUP ?? 2);
const saveDir = process.env.LIGHTHOUSE_SAVE;
if (saveDir) mkdirSync(saveDir, { recursive: true });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The pages measured, by name. `budget`: issue 31's budgets apply (the reader's two pages); the
 * others are printed in a table of their own, without one yet. `source`: the page's module, whose
 * first load the server preloads (first-load.mjs; the template's screens are lazy chunks of its
 * shell, loaded after it). `writer`: measured signed in as the seeded writer. The article's path is
 * the CMS's newest English article with a featured image, found once the CMS runs.
 */
const PAGES = {
  home: { path: '/', budget: true, source: 'src/pages/home.tsx' },
  article: { path: null, budget: true, source: 'src/pages/article.tsx' },
  // The template's first dashboard and first app (src/template/dashboards, apps/screens.ts).
  dashboard: { path: '/dashboards/modern', source: 'src/template/shell.tsx' },
  app: { path: '/apps/contacts', source: 'src/template/shell.tsx' },
  // The writer's studio on a new article (src/routes.ts: paths.write).
  studio: { path: '/core/write/new', source: 'src/pages/write.tsx', writer: true },
};
const names = (process.env.LIGHTHOUSE_PAGES || Object.keys(PAGES).join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = names.filter((name) => !Object.hasOwn(PAGES, name));
if (unknown.length > 0 || names.length === 0)
  throw new Error(
    `LIGHTHOUSE_PAGES: ${unknown.join(', ') || 'none'}; the pages are ${Object.keys(PAGES).join(', ')}`,
  );

/** The seeded writer (apps/cms/src/seed: role editor; every seeded account's password). */
const WRITER = { identifier: 'editor@katha.dev', password: SEED_PASSWORD };

/**
 * What a writer's browser holds besides the session: today's reading-stats popup already seen
 * (src/parts/stats-popup.tsx opens it over the day's first page), so that the studio is measured as
 * it usually opens, not under that dialog. Runs in the page, before the page's scripts.
 */
const SEEN_STATS_TODAY = () => {
  localStorage.setItem('userStatsPopupShown', 'true');
  localStorage.setItem('userStatsPopupShownOn', new Date().toLocaleDateString('en-CA'));
};

/** Signs `account` in through the site, as its sign-in page does: the session's Cookie header (`name=value`). */
async function signIn(site, account) {
  const answer = await fetch(`${site}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const session = answer.headers.getSetCookie().map((cookie) => cookie.split(';', 1)[0])[0];
  if (!answer.ok || !session)
    throw new Error(`signing in ${account.identifier}: ${answer.status} ${await answer.text()}`);
  return session;
}

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

  if (names.includes('article')) {
    PAGES.article.path = await articleToMeasure(cms.url);
  }
  /** The Cookie header each page is read with: the writer's session, or none. */
  const writerSession = names.some((name) => PAGES[name].writer) ? await signIn(site, WRITER) : undefined;
  const cookieOf = (name) => (PAGES[name].writer ? writerSession : undefined);
  /** Each page and its limit, by name. */
  const origins = { page: site, limit: limit.url };
  const VARIANTS = Object.keys(origins);
  /** The writer's origin for a visitor's: the same server at localhost. */
  const writerOrigin = (origin) => origin.replace('//127.0.0.1:', '//localhost:');
  const urlOf = (name, variant) =>
    (PAGES[name].writer ? writerOrigin(origins[variant]) : origins[variant]) + PAGES[name].path;

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
  if (writerSession) {
    // The writer's browser state, in the profile Lighthouse's tabs share (its storage reset leaves
    // localStorage), as page-cost.mjs's `initScript` sets it in each of its fresh contexts.
    const connected = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
    const tab = await connected.contexts()[0].newPage();
    await tab.goto(`${writerOrigin(site)}/robots.txt`);
    await tab.evaluate(SEEN_STATS_TODAY);
    await tab.close();
    await connected.close();
  }

  let version = '';
  /** One Lighthouse audit of `url`, run again when Lighthouse could not read its trace (NO_NAVSTART…). */
  const audit = async (url, cookie) => {
    for (let attempt = 1; ; attempt++) {
      const { lhr, artifacts } = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        // One of Lighthouse's documented ways to a signed-in page (docs/authenticated-pages.md): the
        // header goes with every request of this audit, and no other audit's.
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!lhr.runtimeError || attempt === 3) {
        // A page that sent the browser elsewhere (a session the page did not get, ended on the
        // way) would be measured as another page.
        if (!lhr.runtimeError && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
          throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
        version = lhr.lighthouseVersion;
        return { lhr, artifacts };
      }
      console.log(`  Lighthouse failed (${lhr.runtimeError.code}), running it again`);
    }
  };

  // The first reads of a cold server, as earlier readers would have made them (not in the medians).
  const firstReads = Object.fromEntries(names.map((name) => [name, []]));
  for (const name of names)
    for (let read = 1; read <= warmups; read++) {
      console.log(`reading ${name} first (${read}/${warmups})…`);
      const { lhr } = await audit(urlOf(name, 'page'), cookieOf(name));
      firstReads[name].push({
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      });
    }

  // Each run audits every page and then its limit, so a machine that gets busier mid-run weighs on both.
  const results = Object.fromEntries(names.map((name) => [name, { page: [], limit: [] }]));
  for (let run = 1; run <= runs; run++)
    for (const name of names)
      for (const variant of VARIANTS) {
        console.log(`auditing ${name}${variant === 'limit' ? "'s limit" : ''} (${run}/${runs})…`);
        const { lhr, artifacts } = await audit(urlOf(name, variant), cookieOf(name));
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
          elements: value('dom-size'),
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
    for (const name of names)
      for (const variant of VARIANTS) {
        console.log(`running ${name}${variant === 'limit' ? "'s limit" : ''} at 4× CPU (${run}/${runs})…`);
        const url = urlOf(name, variant);
        const cost = await measurePageCost(browser, url, {
          cookie: cookieOf(name),
          initScript: PAGES[name].writer ? SEEN_STATS_TODAY : undefined,
        });
        const bytes = await htmlBytes(url, { cookie: cookieOf(name) });
        Object.assign(results[name][variant][run - 1], cost, {
          htmlRaw: bytes.raw,
          htmlBrotli: bytes.brotli,
        });
      }

  // The budget's first-load JS is the build's, counted as scripts/size.mjs counts it (gzip).
  const build = await readBuild(join(serveDir, 'build/client'));
  for (const name of names) {
    for (const result of results[name].page) result.js = build.firstLoadJs(PAGES[name].source);
    for (const result of results[name].limit) result.js = 0;
  }

  // Issue 31's budgets, for the pages with `budget`. `limit`: the most the page may cost beyond its
  // limit's figure; `max`/`min`: the page's own bound; `home`: the home page's only.
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
    // The budget counts every node (elements, text, comments: Lit's hydration markers are nodes
    // too); Lighthouse's dom-size counts elements only, shown beside it.
    nodes: { label: 'DOM nodes (all)', max: 1500, home: true },
    elements: { label: 'DOM elements (LH)' },
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
    if (!PAGES[name].budget || (budget.home && name !== 'home')) return '';
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
  /** One table: `pages` side by side, each beside its limit, with the budgets' column if they have one. */
  const printTable = (pages, budgeted) => {
    console.log(
      `${'metric'.padEnd(24)}${pages
        .flatMap((name) => [name, 'its limit', 'difference'])
        .map((title) => title.padStart(column))
        .join('')}   ${budgeted ? 'budget' : 'no budget'}`,
    );
    for (const metric of Object.keys(METRICS)) {
      const cells = pages.flatMap((name) => {
        const page = median(results[name].page.map((result) => result[metric]));
        const limitValue = median(results[name].limit.map((result) => result[metric]));
        return [
          `${show(metric, page)}${verdict(metric, name, page, limitValue)}`,
          show(metric, limitValue),
          `${page - limitValue >= 0 ? '+' : '−'}${show(metric, Math.abs(page - limitValue))}`,
        ];
      });
      console.log(
        `${(METRICS[metric].label ?? metric).padEnd(24)}${cells.map((cell) => cell.padStart(column)).join('')}   ${budgeted ? budgetText(metric) : ''}`,
      );
    }
  };
  const budgetedPages = names.filter((name) => PAGES[name].budget);
  const otherPages = names.filter((name) => !PAGES[name].budget);
  if (budgetedPages.length > 0) printTable(budgetedPages, true);
  if (otherPages.length > 0) {
    const where = otherPages.map(
      (name) =>
        `${name} ${PAGES[name].path}${PAGES[name].writer ? ` (signed in as ${WRITER.identifier})` : ''}`,
    );
    console.log(`\nno budget yet (issue 31 item 4): ${where.join(', ')}\n`);
    printTable(otherPages, false);
  }
  for (const name of names) {
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
      `first reads of a cold server (not in the medians): ${names.map((name) => `${name} ${reads(name)}`).join('; ')}`,
    );
  }
  console.log('("!" marks a figure outside its budget)');
} finally {
  await cleanUp();
}
