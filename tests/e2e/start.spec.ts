import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/cms.js';
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

const waitFor = async (check: () => Promise<boolean>, ms: number, what: () => string) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(what());
};

// Issue 15 §3.17: SIGTERM (what a process manager or `kill` sends) left Strapi and the site's
// server running, re-parented to init and holding their ports.
test('npm start stops the CMS and the site on SIGTERM, freeing both ports', async () => {
  test.setTimeout(240_000);
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), 'katha-start-'));
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
  try {
    await waitFor(
      async () => (await listening(cmsPort)) && (await listening(webPort)),
      180_000,
      () => `npm start did not listen on ${cmsPort} and ${webPort}:\n${log}`,
    );
    child.kill('SIGTERM');
    await exited;
    // Both ports are free within a few seconds of npm start's exit: nothing it started survives.
    await waitFor(
      async () => !(await listening(cmsPort)) && !(await listening(webPort)),
      5_000,
      () => `still listening after npm start exited: cms ${cmsPort}, web ${webPort}\n${log}`,
    );
    expect(await listening(cmsPort)).toBe(false);
    expect(await listening(webPort)).toBe(false);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
