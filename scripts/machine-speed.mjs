#!/usr/bin/env node
// How fast this machine runs JavaScript, as a figure to read CI's step times against: the same
// fixed work (JSON, regular expressions, sorting, hashing: what a test run's Node processes do)
// timed 5 times, the median printed with the load average (about ±12% from run to run on one quiet
// machine). On two machines of one kind, CI's steps whose code had not changed took twice as long on
// one (issue 29: npm install 2m20s and 4m58s; the Node lines 3m32s and 7m43s): this line says
// whether a slower run was the machine or the code.
import { createHash } from 'node:crypto';
import os from 'node:os';

const RUNS = 5;
const rows = Array.from({ length: 2_000 }, (_, index) => ({
  id: index,
  title: `A story of the river, number ${index}`,
  tags: ['monsoon', 'river', 'town', String(index % 17)],
  body: '<p>The river rose over the old stones while the town slept.</p>'.repeat(8),
}));

const work = () => {
  let check = 0;
  for (let round = 0; round < 20; round++) {
    const copy = JSON.parse(JSON.stringify(rows));
    copy.sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : b.id - a.id));
    for (const row of copy) check += row.body.replace(/<[^>]*>/g, ' ').split(/\s+/).length;
    check += createHash('sha256').update(JSON.stringify(copy)).digest()[0];
  }
  return check;
};

work(); // warm-up: compiled code, as in a long test run
const times = Array.from({ length: RUNS }, () => {
  const started = performance.now();
  work();
  return performance.now() - started;
}).sort((a, b) => a - b);
console.log(
  `machine speed: a fixed piece of work took ${Math.round(times[Math.floor(RUNS / 2)])} ms (median of ${RUNS}; ` +
    `${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}, ${os.cpus()[0]?.model ?? 'CPU'})`,
);
