/**
 * Every TypeScript block of the SDK's, the kit's, the React wrappers' and the embeds' READMEs compiles
 * against the packed packages in a fresh project (`tsc`, strict, under `moduleResolution` `nodenext`
 * and `bundler`), and the SDK's blocks run against a real, seeded CMS.
 *
 * Running: each SDK block is the JavaScript `tsc` emitted for it (nodenext), with the README's
 * `https://cms.example.org/api` replaced by the test CMS's address, in its own Node process. The
 * blocks written for a browser page (`localStorage`, `location`) get in-memory stand-ins of those two
 * globals (browser-globals.mjs); nothing else is provided.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningCms, startCms } from '@katha/tools/cms';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { put, sh } from './consumer.js';
import { type Block, inReadme, READMES, type ReadmeName, readmeBlocks } from './readme.js';

const dir = inject('consumerDir');
const README_URL = 'https://cms.example.org/api';

const all = (Object.keys(READMES) as ReadmeName[]).flatMap(readmeBlocks);
const compiled = all.filter((block) => !block.info.includes('no-compile'));

const COMMON = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  jsx: 'react-jsx',
  strict: true,
  types: ['node'],
  // The packages' own declarations are checked too: a user's project may not skip them.
  skipLibCheck: false,
};
const CONFIGS = {
  nodenext: { ...COMMON, module: 'NodeNext', moduleResolution: 'NodeNext', outDir: 'out', rootDir: 'readme' },
  bundler: { ...COMMON, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true },
} as const;

const tsc = (config: keyof typeof CONFIGS) =>
  sh(
    process.execPath,
    [join(dir, 'node_modules/typescript/bin/tsc'), '-p', `tsconfig.${config}.json`, '--pretty', 'false'],
    dir,
  )
    .then(() => '')
    .catch((error: Error) => inReadme(error.message, compiled));

let results: Record<keyof typeof CONFIGS, string>;
// The CMS boots while the compiler works (about as long, each).
let cms: Promise<RunningCms>;

beforeAll(async () => {
  cms = startCms({ seed: 'minimal' });
  cms.catch(() => {}); // reported where it is awaited
  for (const block of compiled) put(join(dir, block.file), `${block.code}\nexport {};\n`);
  for (const [name, compilerOptions] of Object.entries(CONFIGS))
    put(
      join(dir, `tsconfig.${name}.json`),
      JSON.stringify({ compilerOptions, include: ['readme'] }, null, 2),
    );
  const [nodenext, bundler] = await Promise.all([tsc('nodenext'), tsc('bundler')]);
  results = { nodenext: nodenext ?? '', bundler: bundler ?? '' };
});

describe('README code blocks', () => {
  it('finds the blocks of every README', () => {
    console.log(
      `[packages] README blocks: ${(Object.keys(READMES) as ReadmeName[])
        .map((readme) => {
          const of = all.filter((block) => block.readme === readme);
          const skipped = of.length - of.filter((block) => compiled.includes(block)).length;
          return `${readme} ${of.length}${skipped ? ` (${skipped} no-compile)` : ''}`;
        })
        .join(', ')}`,
    );
    expect(compiled.filter((block) => block.readme === 'sdk').length).toBeGreaterThan(3);
    expect(compiled.filter((block) => block.readme === 'ui').length).toBeGreaterThan(2);
  });

  for (const config of Object.keys(CONFIGS) as (keyof typeof CONFIGS)[])
    it(`compile with tsc --strict, moduleResolution ${config}`, () => {
      expect(results[config], results[config]).toBe('');
    });
});

describe("the SDK README's blocks against a seeded CMS", () => {
  let running: RunningCms;
  beforeAll(async () => {
    running = await cms;
  }, 600_000);
  afterAll(() => running?.stop());

  const sdkBlocks = compiled.filter((block: Block) => block.readme === 'sdk');
  for (const block of sdkBlocks)
    it(`${READMES.sdk}:${block.line} runs`, async () => {
      expect(results.nodenext, 'the blocks compile first').toBe('');
      const js = join(dir, 'out', block.file.replace(/^readme\//, '').replace(/\.tsx?$/, '.js'));
      const runnable = js.replace(/\.js$/, '.run.js');
      writeFileSync(runnable, readFileSync(js, 'utf8').replaceAll(README_URL, running.apiUrl));
      const globals = fileURLToPath(new URL('./browser-globals.mjs', import.meta.url));
      await sh(process.execPath, ['--import', globals, runnable], dir);
    }, 60_000);
});
