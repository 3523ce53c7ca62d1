// `npm test`: every workspace's build, lint, typecheck and tests through turbo, two at a time (the
// machine has two cores), going on past a failure so one run reports them all. Arguments go to turbo.
//
// Then, from turbo's run summary: each task's start and length (where the run's time went: the
// longest tasks decide the wall time), and for each task that failed, the end of its own log. With
// two tasks streaming at once, a failure's report is otherwise far up in a long log, and CI shows
// only the end of it.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Lines of a failed task's log printed again at the end. */
const FAILED_LOG_LINES = 120;

const tools = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-test-tools.mjs')], {
  stdio: 'inherit',
});
if (tools.status !== 0) process.exit(tools.status ?? 1);

const runs = path.join(root, '.turbo/runs');
const started = Date.now();
const turbo = spawnSync(
  path.join(root, 'node_modules/.bin/turbo'),
  [
    'run',
    'build',
    'lint',
    'typecheck',
    'test',
    '--concurrency=2',
    '--continue',
    '--summarize',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
const status = turbo.status ?? 1;

const summary = newestSummary();
if (summary) report(summary);
process.exit(status);

/** This run's summary: the newest file turbo wrote under .turbo/runs since it started. */
function newestSummary() {
  let names;
  try {
    names = readdirSync(runs).filter((name) => name.endsWith('.json'));
  } catch {
    return undefined;
  }
  const newest = names
    .map((name) => ({ file: path.join(runs, name), time: statSync(path.join(runs, name)).mtimeMs }))
    .filter((entry) => entry.time >= started)
    .sort((a, b) => b.time - a.time)[0];
  return newest && JSON.parse(readFileSync(newest.file, 'utf8'));
}

function report({ tasks, execution }) {
  const ran = tasks
    .filter((task) => task.execution && task.cache?.status !== 'HIT')
    .sort((a, b) => a.execution.startTime - b.execution.startTime);
  const clock = (ms) => {
    const seconds = Math.round(ms / 1000);
    return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
  };
  console.log('\n::: tasks that ran, by start (start after the run began, length, exit code)');
  for (const task of ran) {
    const { startTime, endTime, exitCode } = task.execution;
    console.log(
      `  ${task.taskId.padEnd(36)} ${clock(startTime - execution.startTime).padStart(7)} ${clock(
        endTime - startTime,
      ).padStart(7)}  ${exitCode}`,
    );
  }
  for (const task of ran.filter((entry) => entry.execution.exitCode !== 0)) {
    const log = path.join(root, task.logFile);
    let lines;
    try {
      lines = readFileSync(log, 'utf8').split('\n');
    } catch {
      continue;
    }
    // Progress bars (redrawn lines) and passed tests' lines say nothing about the failure.
    const kept = lines.filter(
      (line) =>
        !line.includes('\u001b[1A') && line.trim() !== '' && !/^\s*✓/.test(stripVTControlCharacters(line)),
    );
    console.log(`\n::: ${task.taskId} failed (exit ${task.execution.exitCode}); the end of its log:`);
    console.log(kept.slice(-FAILED_LOG_LINES).join('\n'));
  }
  const failed = tasks.filter((task) => task.execution?.exitCode !== 0).map((task) => task.taskId);
  console.log(
    `\n Tasks: ${tasks.length - failed.length} successful, ${tasks.length} total; ${
      failed.length ? `failed: ${failed.join(', ')}` : 'none failed'
    } (${clock(execution.endTime - execution.startTime)})`,
  );
}
