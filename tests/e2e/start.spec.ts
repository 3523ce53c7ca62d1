import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copySeededSqlite } from '@katha/tools/cms';
import { freePort } from '@katha/tools/cms-process';
import { expect, test } from './helpers.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Whether something accepts connections on the loopback port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Polls `check` until it holds; the test's time budget bounds it. */
const until = async (check: () => Promise<boolean>) => {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 250));
};

// Issue 15 §3.17: SIGTERM (what a process manager or `kill` sends) left Strapi and the site's
// server running, re-parented to init and holding their ports.
test('npm start stops the CMS and the site on SIGTERM, freeing both ports', async () => {
  test.setTimeout(120_000);
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), 'katha-start-'));
  // A seeded database (a copy of the harness's template): the start finds the seed done, so the
  // journey is about starting and stopping, not about seeding again.
  await copySeededSqlite(path.join(dir, 'data.db'));
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      KATHA_CMS_PORT: String(cmsPort),
      KATHA_WEB_PORT: String(webPort),
      KATHA_START_PREBUILT: 'true',
      KATHA_SERVE_ADMIN: 'false',
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      HOST: '127.0.0.1',
    },
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const exitedEarly = () => child.exitCode !== null || child.signalCode !== null;
  try {
    // Both listen, unless npm start ends first (then its output says why).
    await until(async () => exitedEarly() || ((await listening(cmsPort)) && (await listening(webPort))));
    expect(exitedEarly(), `npm start exited before both listened:\n${log}`).toBe(false);
    child.kill('SIGTERM');
    await exited;
    // Nothing npm start started survives it: both ports are free once it has exited.
    await until(async () => !(await listening(cmsPort)) && !(await listening(webPort)));
    expect(await listening(cmsPort)).toBe(false);
    expect(await listening(webPort)).toBe(false);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
