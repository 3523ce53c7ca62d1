// Starts `strapi start` as a child process on a free loopback port and waits until it answers;
// used by the test harness (cms.mjs), the site's launcher, the cluster and the benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { CMS_DIR, strapiBin } from './cms-build.mjs';

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

/**
 * A fresh KATHA_PROXY_KEY: the secret by which the CMS believes the site's server's
 * X-Forwarded-For (apps/cms/src/middlewares/client-address.ts). Whoever starts both (`npm start`,
 * the test harnesses) makes one and hands it to each; nothing keeps it, so nothing can leak it.
 */
export const newProxyKey = () => randomBytes(32).toString('base64url');

const children = new Set();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * CPU time (user + system, clock ticks) a process has used so far, all its threads or with
 * `mainThread` its main thread alone; undefined where /proc is not there.
 */
export const cpuTicks = (pid, { mainThread = false } = {}) => {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const file = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    const fields = fs.readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
};

/**
 * Keeps the last `keep` characters a child prints (echoing them when `echo`), and when it last
 * printed anything: `{ output, progressAt }`, read by {@link waitUntilReady}.
 */
export const watchOutput = (child, { keep = 20_000, echo = false } = {}) => {
  const watched = { output: '', progressAt: Date.now() };
  const collect = (chunk) => {
    watched.progressAt = Date.now();
    watched.output = (watched.output + chunk.toString()).slice(-keep);
    if (echo) process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return watched;
};

/**
 * Waits until `isReady()` resolves true for a `child` that starts a server (`what` names it in
 * errors). How long a start takes depends on how busy the machine is (seconds alone, minutes
 * beside other test runs), so there is no fixed guess of it: it fails at once when the process
 * exits, waits as long as the process makes progress (prints something or uses CPU time), gives up
 * when it has made none for `stallMs`, and in any case after `timeoutMs` (a generous ceiling).
 * On failure the caller stops the child.
 */
export const waitUntilReady = async ({
  child,
  watched,
  isReady,
  what,
  stallMs = 120_000,
  timeoutMs = 900_000,
}) => {
  const deadline = Date.now() + timeoutMs;
  let ticks = cpuTicks(child.pid);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited before answering:\n${watched.output}`);
    if (await isReady()) return;
    const nowTicks = cpuTicks(child.pid);
    if (nowTicks !== undefined && nowTicks !== ticks) {
      ticks = nowTicks;
      watched.progressAt = Date.now();
    }
    const stalled = Date.now() - watched.progressAt > stallMs;
    if (stalled || Date.now() > deadline)
      throw new Error(
        stalled
          ? `${what} made no progress (no output, no CPU time) for ${stallMs / 1000} s and did not answer:\n${watched.output}`
          : `${what} did not answer within ${timeoutMs / 1000} s:\n${watched.output}`,
      );
    await sleep(100);
  }
};

/**
 * Launches the CMS (API only, no admin panel) with extra environment variables.
 * Resolves to `{ url, pid, proxyKey, stop(), logs() }` once `/_health` answers; rejects with the output
 * otherwise. `proxyKey`: the CMS's KATHA_PROXY_KEY (`env`'s, else a new one), for the site's server.
 * `timeoutMs` and `stallMs`: {@link waitUntilReady}'s.
 */
export const launchCms = async ({
  env = {},
  timeoutMs = 900_000,
  stallMs = 120_000,
  echo = !!process.env.KATHA_CMS_LOGS,
} = {}) => {
  const port = await freePort();
  const proxyKey = env.KATHA_PROXY_KEY || newProxyKey();
  // KATHA_CMS_NODE_ARGS: Node's own flags for the CMS process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
  // to see where a suite's server time goes (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = process.env.KATHA_CMS_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, strapiBin(), 'start'], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      KATHA_SERVE_ADMIN: 'false',
      KATHA_STARTUP_LOG: 'false',
      // A suite signs the dev admin in once (the panel allows 5 sign-ins per 5 minutes) and, on a
      // busy machine, runs past the panel's 30-minute token: its calls then got 401.
      KATHA_ADMIN_TOKEN_LIFESPAN_S: String(6 * 3600),
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
      BROWSER: 'none',
      ...env,
      KATHA_PROXY_KEY: proxyKey,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const watched = watchOutput(child, { echo });
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

  try {
    await waitUntilReady({
      child,
      watched,
      what: 'The CMS',
      stallMs,
      timeoutMs,
      isReady: () =>
        fetch(`${url}/_health`).then(
          (response) => response.status === 204,
          () => false, // not listening yet
        ),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, proxyKey, stop, logs: () => watched.output };
};
