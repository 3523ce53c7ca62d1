// The CPU the journeys spend in each browser: Debian's full Chromium against its headless shell
// (which the test runners take when it is installed: tools/chromium.mjs), on the same journeys,
// interleaved with the order alternating, so the machine's other work weighs on both alike.
//
//   node scripts/browser-cpu.mjs [--runs 3] [spec ...]   (default specs: template-shell template-layouts)
//
// Needs the site built (npm run build -w @katha/web). Counts only this run's process tree: every
// process under the Playwright run, sampled from /proc every half second (the CPU a process spent
// before its first sample, or after its last, is missed: short ones count a little low, alike for
// both). Prints each run, then the medians, with the date, the load average and the versions.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, findHeadlessShell } from '@katha/tools/chromium';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const specs = args.length ? args : ['template-shell', 'template-layouts'];

const full = findChromium();
const shell = findHeadlessShell();
if (!full || !shell) {
  console.error('Needs both Debian packages: chromium and chromium-headless-shell.');
  process.exit(1);
}
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
const browsers = [
  // CHROMIUM_PATH makes the runners take that binary instead of the shell (tools/chromium.mjs).
  { name: 'full Chromium', env: { CHROMIUM_PATH: full } },
  { name: 'headless shell', env: {} },
];

const stat = (pid) => {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: fields[1], ticks: Number(fields[11]) + Number(fields[12]) };
};

/** Runs the specs with `env`; resolves to the wall time and CPU seconds, the browser's apart. */
const measure = (env) =>
  new Promise((resolve, reject) => {
    const output = mkdtempSync(path.join(os.tmpdir(), 'katha-browser-cpu-'));
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/@playwright/test/cli.js'),
        'test',
        '--config',
        '../../tests/e2e/playwright.config.ts',
        '--no-deps',
        '--output',
        output,
        ...specs,
      ],
      {
        cwd: path.join(root, 'apps/web'),
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    const seen = new Map(); // pid -> { browser, first, last }
    const sample = () => {
      const parents = new Map();
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          parents.set(entry, stat(entry));
        } catch {}
      }
      const under = (pid) => {
        for (let at = pid, hops = 0; at && hops < 64; at = parents.get(at)?.ppid, hops++)
          if (at === String(child.pid)) return true;
        return false;
      };
      for (const [pid, { ticks }] of parents) {
        const known = seen.get(pid);
        if (known) known.last = Math.max(known.last, ticks);
        else if (under(pid)) {
          let command = '';
          try {
            command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
          } catch {}
          seen.set(pid, { browser: command.includes('chrom'), first: ticks, last: ticks });
        }
      }
    };
    const timer = setInterval(sample, 500);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      rmSync(output, { recursive: true, force: true });
      let browser = 0;
      let total = 0;
      for (const { browser: isBrowser, last } of seen.values()) {
        total += last;
        if (isBrowser) browser += last;
      }
      if (code !== 0) return reject(new Error(`the journeys failed (exit ${code}):\n${log.slice(-3000)}`));
      resolve({ wall: (Date.now() - started) / 1000, browser: browser / TICKS, total: total / TICKS });
    });
  });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const version = (binary) => execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();

console.log(`${new Date().toISOString()}  ${os.cpus().length} cores  Node ${process.version}`);
console.log(`full Chromium: ${full} (${version(full)})`);
console.log(`headless shell: ${shell}`);
console.log(`journeys: ${specs.join(' ')}; ${runs} runs each, interleaved; load at start ${load()}\n`);
const results = new Map(browsers.map(({ name }) => [name, []]));
for (let run = 0; run < runs; run++) {
  // The order alternates, so neither browser always runs second on a machine warming up.
  const order = run % 2 ? [...browsers].reverse() : browsers;
  for (const { name, env } of order) {
    const result = await measure(env);
    results.get(name).push(result);
    console.log(
      `run ${run + 1}  ${name.padEnd(15)} browser ${result.browser.toFixed(0).padStart(4)} CPU-s  ` +
        `all ${result.total.toFixed(0).padStart(4)} CPU-s  wall ${result.wall.toFixed(0).padStart(4)} s  load ${load()}`,
    );
  }
}
console.log('\nmedians');
for (const [name, list] of results)
  console.log(
    `  ${name.padEnd(15)} browser ${median(list.map((r) => r.browser))
      .toFixed(0)
      .padStart(4)} CPU-s  ` +
      `all ${median(list.map((r) => r.total))
        .toFixed(0)
        .padStart(4)} CPU-s  wall ${median(list.map((r) => r.wall))
        .toFixed(0)
        .padStart(4)} s`,
  );
