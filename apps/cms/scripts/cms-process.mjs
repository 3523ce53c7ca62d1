// Starts `strapi start` as a child process on a free loopback port and waits until it answers;
// used by the test harness (tests/support/cms.ts) and the benchmark.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { CMS_DIR, strapiBin } from './build-lib.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const children = new Set();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * Launches the CMS (API only, no admin panel) with extra environment variables.
 * Resolves to `{ url, stop(), logs() }` once `/_health` answers; rejects with the output otherwise.
 */
export const launchCms = async ({
  env = {},
  timeoutMs = 120_000,
  echo = !!process.env.KATHA_CMS_LOGS,
} = {}) => {
  const port = await freePort();
  const child = spawn(process.execPath, [strapiBin(), 'start'], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      KATHA_SERVE_ADMIN: 'false',
      KATHA_STARTUP_LOG: 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
      BROWSER: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (echo) process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
    children.delete(child);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`The CMS exited before answering:\n${output}`);
    try {
      if ((await fetch(`${url}/_health`)).status === 204) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The CMS did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(100);
  }
  return { url, stop, logs: () => output };
};
