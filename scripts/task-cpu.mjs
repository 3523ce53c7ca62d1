#!/usr/bin/env node
// Where a command's CPU time goes: `node scripts/task-cpu.mjs -- npm test` runs the command and,
// every second, reads /proc (Linux) for every process under it; at its end it prints the CPU
// seconds of each turbo task (the processes under each of turbo's children; without turbo, under
// each child of the command) split by kind of process (Chromium by its process type, the CMS, the
// site's server, vitest, Playwright, tsc…), and the machine's idle share minute by minute. On these
// 2-core machines a test run's wall time follows its CPU time (issue 29): this says which work to cut.
// A process that lives less than a second is missed, so the figures are a lower bound.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (!command.length || process.platform !== 'linux') {
  console.error('usage (Linux): node scripts/task-cpu.mjs -- <command> [args…]');
  process.exit(2);
}
// USER_HZ: the unit of /proc's CPU times, 100 on every Linux these scripts run on.
const HZ = 100;

const read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};
/** A process's parent and CPU ticks (user + system) from /proc/<pid>/stat, or undefined once gone. */
const stat = (pid) => {
  const text = read(`/proc/${pid}/stat`);
  if (!text) return undefined;
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
};
const commandLine = (pid) => (read(`/proc/${pid}/cmdline`) ?? '').replaceAll('\0', ' ').trim();

const KINDS = [
  ['strapi', 'CMS (Strapi)'],
  ['server/index', 'site server'],
  ['playwright', 'Playwright'],
  ['web-test-runner', 'web-test-runner'],
  ['vitest', 'vitest'],
  ['typescript', 'tsc'],
  ['/tsc', 'tsc'],
  ['esbuild', 'esbuild'],
  ['vite', 'vite'],
  ['tsup', 'tsup'],
  ['postgres', 'PostgreSQL'],
  ['redis', 'Redis'],
  ['haproxy', 'HAProxy'],
  ['turbo', 'turbo'],
  ['npm', 'npm'],
];
const kindOf = (line) => {
  if (/chrom/.test(line)) return `Chromium ${/--type=([a-z-]+)/.exec(line)?.[1] ?? 'browser'}`;
  return KINDS.find(([needle]) => line.includes(needle))?.[1] ?? (line.includes('node') ? 'node' : 'other');
};

const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
const root = child.pid;
/** pid → what it counts towards and its CPU ticks as last seen (a process's own, never its children's). */
const seen = new Map();
const isTurbo = (pid) => /\/turbo(\s|$)/.test(commandLine(pid).split(' ')[0] ?? '');

/** The task a process belongs to, from its ancestors: under turbo, turbo's child; else the command's. */
const taskOf = (pid) => {
  const chain = [];
  for (let at = pid; at > 1 && chain.length < 64; ) {
    chain.push(at);
    if (at === root) break;
    const parent = stat(at)?.parent;
    if (!parent) return undefined;
    at = parent;
  }
  if (chain.at(-1) !== root) return undefined;
  const turbo = chain.findIndex(isTurbo);
  const head = turbo > 0 ? chain[turbo - 1] : chain.length > 1 ? chain.at(-2) : root;
  const cwd = (() => {
    try {
      return fs.readlinkSync(`/proc/${head}/cwd`);
    } catch {
      return '?';
    }
  })();
  return `${cwd.split('/').at(-1)}: ${commandLine(head).split(' ').slice(-2).join(' ')}`;
};

const cpuTotals = () => {
  const [, ...values] = (read('/proc/stat') ?? '').split('\n')[0].trim().split(/\s+/);
  const numbers = values.map(Number);
  return { all: numbers.reduce((sum, value) => sum + value, 0), idle: numbers[3] + numbers[4] };
};
let last = cpuTotals();
let minute = { all: 0, idle: 0 };
const idleByMinute = [];
const started = Date.now();

const sample = () => {
  for (const name of fs.readdirSync('/proc')) {
    const pid = Number(name);
    if (!pid) continue;
    const now = stat(pid);
    if (!now) continue;
    const known = seen.get(pid);
    if (known) known.ticks = Math.max(known.ticks, now.ticks);
    else {
      const task = taskOf(pid);
      if (task) seen.set(pid, { task, kind: kindOf(commandLine(pid)), ticks: now.ticks });
    }
  }
  const totals = cpuTotals();
  minute.all += totals.all - last.all;
  minute.idle += totals.idle - last.idle;
  last = totals;
  if (Date.now() - started >= 60_000 * (idleByMinute.length + 1)) {
    idleByMinute.push(Math.round((100 * minute.idle) / Math.max(1, minute.all)));
    minute = { all: 0, idle: 0 };
  }
};
const timer = setInterval(sample, 1000);

child.on('exit', (code, signal) => {
  clearInterval(timer);
  const tasks = new Map();
  for (const { task, kind, ticks } of seen.values()) {
    const kinds = tasks.get(task) ?? new Map();
    kinds.set(kind, (kinds.get(kind) ?? 0) + ticks / HZ);
    tasks.set(task, kinds);
  }
  const sum = (kinds) => [...kinds.values()].reduce((total, value) => total + value, 0);
  const rows = [...tasks].sort(([, a], [, b]) => sum(b) - sum(a));
  const total = rows.reduce((all, [, kinds]) => all + sum(kinds), 0);
  console.log(
    `\n::: CPU seconds by task (${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)} at the end)`,
  );
  for (const [task, kinds] of rows) {
    if (sum(kinds) < 1) continue;
    const parts = [...kinds]
      .sort(([, a], [, b]) => b - a)
      .filter(([, value]) => value >= 1)
      .map(([kind, value]) => `${kind} ${value.toFixed(0)}`);
    console.log(`${sum(kinds).toFixed(0).padStart(7)}  ${task}  (${parts.join(', ')})`);
  }
  console.log(
    `${total.toFixed(0).padStart(7)}  total, over ${((Date.now() - started) / 1000).toFixed(0)} s of wall time`,
  );
  console.log(`idle % by minute: ${idleByMinute.join(' ')}`);
  process.exit(code ?? (signal ? 1 : 0));
});
for (const name of ['SIGINT', 'SIGTERM']) process.on(name, () => child.kill(name));
