// Prints how the editor performs in a real headless Chromium (run after `npm run build`):
// - opening a 5,000-word draft (setting `value`, until the next frame is drawn), median of 5;
// - the time to handle a keystroke in that draft, p50/p95/max over 300 keys: from keydown to the
//   end of the task that handles it (Quill's update, the editor's handlers and a style/layout
//   flush), measured in the page. Target: p95 ≤ 16 ms (one frame). Figures only, no assertions.
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@katha/tools/chromium';
import { build } from 'esbuild';
import { chromium } from 'playwright';

const WORDS = 5000;
const KEYS = 300;

const bundle = await build({
  entryPoints: [fileURLToPath(new URL('../dist/index.js', import.meta.url))],
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
});

/** 100 paragraphs of 50 words, with a heading every 10 and some bold and italic. */
function draft() {
  const vocabulary = 'monsoon river village story mother rain evening lamp market child train letter'.split(
    ' ',
  );
  let html = '';
  let count = 0;
  for (let p = 0; count < WORDS; p += 1) {
    if (p % 10 === 0) html += `<h2>Chapter ${p / 10 + 1}</h2>`;
    const words = [];
    for (let w = 0; w < 50 && count < WORDS; w += 1, count += 1)
      words.push(vocabulary[(p * 7 + w) % vocabulary.length]);
    html += `<p><strong>${words.slice(0, 3).join(' ')}</strong> ${words.slice(3, 10).join(' ')} <em>${words.slice(10, 12).join(' ')}</em> ${words.slice(12).join(' ')}</p>`;
  }
  return html;
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  // A page of its own origin (the kit resolves its font files from the module's URL).
  await page.route('http://bench.katha.test/**', (route) =>
    route.request().url().endsWith('/editor.js')
      ? route.fulfill({ contentType: 'text/javascript', body: bundle.outputFiles[0].text })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><body><katha-editor></katha-editor><script type="module" src="/editor.js"></script></body></html>',
        }),
  );
  await page.goto('http://bench.katha.test/');
  await page.waitForFunction(() =>
    document.querySelector('katha-editor')?.shadowRoot?.querySelector('.ql-editor'),
  );

  const opens = [];
  for (let run = 0; run < 5; run += 1) {
    opens.push(
      await page.evaluate(async (html) => {
        const editor = document.querySelector('katha-editor');
        editor.value = '';
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        const start = performance.now();
        editor.value = html;
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        return performance.now() - start;
      }, draft()),
    );
  }
  const words = await page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return document.querySelector('katha-editor').wordCount;
  });

  // Keystrokes in the middle of the draft.
  await page.evaluate(() => {
    const editor = document.querySelector('katha-editor');
    const root = editor.shadowRoot.querySelector('.ql-editor');
    const middle = root.children[Math.floor(root.children.length / 2)];
    const range = document.createRange();
    range.setStart(middle.lastChild, 0);
    range.collapse(true);
    const selection = editor.shadowRoot.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    root.focus();
    window.__keyTimes = [];
    const channel = new MessageChannel();
    let start = 0;
    channel.port1.onmessage = () => {
      void root.offsetHeight; // style and layout of the change
      window.__keyTimes.push(performance.now() - start);
    };
    root.addEventListener(
      'keydown',
      () => {
        start = performance.now();
        channel.port2.postMessage(0);
      },
      { capture: true },
    );
  });
  const text = 'the quick brown fox jumps over the lazy dog ';
  for (let index = 0; index < KEYS; index += 1) {
    await page.keyboard.type(text[index % text.length]);
  }
  await page.waitForTimeout(400); // the word count runs once typing pauses
  const times = (await page.evaluate(() => window.__keyTimes)).sort((a, b) => a - b);
  const typed = await page.evaluate(() =>
    document.querySelector('katha-editor').value.includes('quick brown fox'),
  );
  if (!typed) throw new Error('The keys did not reach the editor');
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const ms = (value) => `${value.toFixed(1)} ms`;

  console.log(`katha-editor in Chromium ${browser.version()}`);
  console.log(`draft: ${words} words (${WORDS} written)`);
  console.log(
    `open a ${WORDS}-word draft (set value → next frame), median of 5: ${ms(median(opens))}  [${opens.map((v) => v.toFixed(0)).join(', ')}]`,
  );
  console.log(
    `keystroke handling over ${times.length} keys: p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(times.at(-1))}  (target p95 ≤ 16 ms: ${at(0.95) <= 16 ? 'met' : 'NOT met'})`,
  );
} finally {
  await browser.close();
}
