// The word count of long texts (packages/rules/src/words.ts): countWords against the same text
// segmented at once (the rule's definition, and what countWords did before it cut texts in pieces),
// median of 5 runs per size, with the date, the machine's load and Node's version.
// Run after `npm run build -w @katha/rules`: node packages/rules/scripts/bench-words.mjs
import os from 'node:os';
import { countWords } from '../dist/index.js';

const RUNS = 5;
const paragraph = 'The river rose over the old stones while the town slept. '.repeat(40);
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const time = (work) =>
  median(
    Array.from({ length: RUNS }, () => {
      const started = performance.now();
      work();
      return performance.now() - started;
    }),
  );
const atOnce = (text) => {
  let words = 0;
  for (const segment of new Intl.Segmenter('und', { granularity: 'word' }).segment(text))
    if (segment.isWordLike) words += 1;
  return words;
};

console.log(
  `${new Date().toISOString()}, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}, median of ${RUNS}`,
);
console.log('characters  countWords  at once');
for (const paragraphs of [5, 10, 20, 40]) {
  const text = `${paragraph}\n`.repeat(paragraphs);
  if (countWords(text) !== atOnce(text)) throw new Error('the counts differ');
  console.log(
    `${String(text.length).padStart(10)}  ${time(() => countWords(text))
      .toFixed(0)
      .padStart(7)} ms  ${time(() => atOnce(text))
      .toFixed(0)
      .padStart(6)} ms`,
  );
}
