import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@katha/tools/cms-process';
import { cmsApi, expect, test } from './helpers.js';

/**
 * `npm run dev -w @katha/web` (apps/web/scripts/dev.mjs, server/dev.ts): Vite in middleware mode
 * in front of the production render handler. The page comes server-rendered (the kit's elements
 * with their shadow roots), with React Refresh's preamble, and the browser hydrates it without a
 * mismatch.
 */

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');

let child: ChildProcess | undefined;
let devUrl = '';
let log = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  child = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      KATHA_CMS_URL: new URL(cmsApi()).origin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  devUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The dev server exited:\n${log}`);
    try {
      if ((await fetch(devUrl)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The dev server did not answer:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  child?.kill('SIGTERM');
});

test('the dev server renders the page on the server and the browser hydrates it', async ({ page }) => {
  test.setTimeout(120_000);
  const response = await fetch(devUrl, { headers: { 'accept-language': 'en' } });
  expect(response.status).toBe(200);
  const html = await response.text();
  // Fast Refresh's preamble (Vite's transformIndexHtml), the app's markup and the kit's shadow DOM.
  expect(html).toContain('/@react-refresh');
  expect(html).toMatch(/<katha-article-card[^>]*>\s*<template shadowroot(mode)?="open"/);
  expect(html).toContain('id="katha-data"');
  expect(html).toMatch(/<html [^>]*lang="en"/);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(devUrl);
  await expect(page.locator('katha-article-card').first()).toBeVisible();
  // Hydrated: the header's controls answer (React attached its handlers to the server's nodes).
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  expect(errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
});
