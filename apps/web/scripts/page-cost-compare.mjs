// Before and after a change: the same pages served by two builds of the site (two checkouts, each
// built), measured as page-cost.mjs measures them (Chromium at 4× CPU, a fresh context each time:
// a first visit), interleaved and alternating which build goes first, so that a machine that gets
// busier mid-run weighs on both. One seeded CMS serves both sites. Medians; the date, the machine's
// load (at start and end) and Chromium's version head the figures. Figures, not assertions.
// The pages: the home and an article (page-cost.mjs's articleToMeasure, as lighthouse.mjs's);
// PAGE_COST_PAGES=home or =article for one of them.
//
//   node apps/web/scripts/page-cost-compare.mjs <before: apps/web of a built checkout> <after: …> [runs]
//
// Measure in private clones (git clone, `cp -al` of every node_modules, `npx turbo run build
// --filter=@katha/web...` in each): builds in a shared checkout would change what is measured.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromiumLaunchOptions } from '@katha/tools/chromium';
import { launchScratchCms, launchSite } from '@katha/tools/site-process';
import { chromium } from '@playwright/test';
import { articleToMeasure, htmlBytes, measurePageCost } from './page-cost.mjs';

const [beforeDir, afterDir, runsArg] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('usage: page-cost-compare.mjs <before apps/web> <after apps/web> [runs]');
  process.exit(2);
}
const runs = Number(runsArg ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const cleanups = [];
try {
  const loadAtStart = load();
  console.log('starting a seeded CMS…');
  const { cms } = await launchScratchCms(cleanups, 'page-cost');
  const sites = {};
  for (const [name, dir] of [
    ['before', beforeDir],
    ['after', afterDir],
  ]) {
    const site = await launchSite({ cmsUrl: cms.url, webDir: resolve(dir) });
    cleanups.push(() => site.stop());
    sites[name] = site.url;
  }
  const everyPath = { home: '/', article: await articleToMeasure(cms.url) };
  const names = (process.env.PAGE_COST_PAGES ?? Object.keys(everyPath).join(',')).split(',');
  const paths = Object.fromEntries(names.map((name) => [name, everyPath[name]]));
  if (Object.values(paths).includes(undefined)) throw new Error(`PAGE_COST_PAGES: ${names} (home, article)`);
  const browser = await chromium.launch(chromiumLaunchOptions());
  cleanups.push(() => browser.close());
  // Read twice first, as earlier readers would have: the page cache keeps them rendered.
  for (const url of Object.values(sites))
    for (const path of Object.values(paths))
      for (let read = 0; read < 2; read++) await measurePageCost(browser, url + path, { cpuSlowdown: 1 });

  const results = Object.fromEntries(
    Object.keys(paths).flatMap((page) => ['before', 'after'].map((name) => [`${page} ${name}`, []])),
  );
  for (let run = 1; run <= runs; run++) {
    const order = run % 2 ? ['before', 'after'] : ['after', 'before'];
    for (const [page, path] of Object.entries(paths))
      for (const name of order) {
        console.log(`${page}, ${name} (${run}/${runs})…`);
        const cost = await measurePageCost(browser, sites[name] + path);
        const bytes = await htmlBytes(sites[name] + path);
        console.log(
          `  main thread ${Math.round(cost.mainThreadMs)} ms, script ${Math.round(cost.scriptMs)} ms, style ${Math.round(cost.styleMs)} ms (${cost.styleCount}), layout ${Math.round(cost.layoutMs)} ms (${cost.layoutCount}), blocking ${Math.round(cost.blockingMs)} ms`,
        );
        results[`${page} ${name}`].push({ ...cost, htmlRaw: bytes.raw, htmlBrotli: bytes.brotli });
      }
  }

  console.log(
    `\n${new Date().toISOString()}, load average ${loadAtStart} at start, ${load()} at end, ${browser.version()}`,
  );
  console.log(`Chromium at 4× CPU, a first visit each time, median of ${runs}, interleaved\n`);
  const metrics = {
    mainThreadMs: ['main thread', (v) => `${Math.round(v)} ms`],
    scriptMs: ['script', (v) => `${Math.round(v)} ms`],
    styleMs: ['style recalculation', (v) => `${Math.round(v)} ms`],
    styleCount: ['  times', (v) => String(v)],
    layoutMs: ['layout', (v) => `${Math.round(v)} ms`],
    layoutCount: ['  times', (v) => String(v)],
    blockingMs: ['long-task blocking', (v) => `${Math.round(v)} ms`],
    nodes: ['DOM nodes', (v) => String(v)],
    htmlRaw: ['HTML raw', (v) => `${(v / 1024).toFixed(1)} kB`],
    htmlBrotli: ['HTML brotli', (v) => `${(v / 1024).toFixed(1)} kB`],
  };
  for (const page of Object.keys(paths)) {
    console.log(`${page.padEnd(22)}${'before'.padStart(12)}${'after'.padStart(12)}`);
    for (const [metric, [label, show]] of Object.entries(metrics)) {
      const [before, after] = ['before', 'after'].map((name) =>
        median(results[`${page} ${name}`].map((result) => result[metric])),
      );
      console.log(`${label.padEnd(22)}${show(before).padStart(12)}${show(after).padStart(12)}`);
    }
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
