// Starts the site's built production server (apps/web's `serve` script) as a child process on a
// free loopback port and waits until it listens; used by the end-to-end journeys' setup
// (tests/e2e/global-setup.ts), the site's load benchmark and Lighthouse audit, the CMS's attack
// bench and the cluster, as cms-process.mjs starts the CMS for them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './cms-build.mjs';
import { freePort, launchCms, waitUntilReady, watchOutput } from './cms-process.mjs';

export const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The server's command in `webDir`: its `serve` script (`node <args>`), so a new entry keeps working. */
function serveArgs(webDir = WEB_DIR) {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(webDir, 'package.json'), 'utf8'));
  const [command, ...rest] = (scripts?.serve ?? '').trim().split(/\s+/);
  if (command !== 'node' || !rest.length)
    throw new Error(`apps/web's "serve" script is not \`node <entry>\`: ${scripts?.serve}`);
  const entry = rest.find((arg) => !arg.startsWith('-'));
  if (!entry || !fs.existsSync(path.resolve(webDir, entry)))
    throw new Error(
      `No built server at ${path.resolve(webDir, entry)}: run \`npm run build -w @katha/web\` first.`,
    );
  return rest;
}

/** Whether `webDir` holds a built site (server and client). */
export const isBuilt = (webDir = WEB_DIR) =>
  fs.existsSync(path.join(webDir, 'build/node/server/index.js')) &&
  fs.existsSync(path.join(webDir, 'build/client/index.html'));

/**
 * Launches the built site in front of the CMS at `cmsUrl`. `webDir`: another checkout's built
 * apps/web to serve (compare builds); `port`: a port chosen before (the CMS may need the site's
 * address first); `nodeFlags`: flags for Node before the entry (`--cpu-prof`); `env`: more
 * variables. Resolves to `{ url, port, pid, stop(), output() }` once the port listens, without
 * requesting a page (the first page is the cold one); rejects with the server's output if it exits
 * or stops making progress first (`stallMs`, `timeoutMs`: cms-process.mjs's `waitUntilReady`, no
 * fixed guess of how fast a busy machine starts it). `stop()` sends SIGTERM and resolves to whether
 * the server exited by itself within 15 s (else it is killed).
 */
export async function launchSite({
  cmsUrl,
  webDir = WEB_DIR,
  port,
  nodeFlags = [],
  env = {},
  stallMs,
  timeoutMs,
}) {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeFlags, ...serveArgs(webDir)], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(chosen),
      HOST: '127.0.0.1',
      KATHA_CMS_URL: cmsUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watched = watchOutput(child, { keep: 10_000 });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitUntilReady({
      child,
      watched,
      what: "The site's server",
      stallMs,
      timeoutMs,
      isReady: () => listening(chosen),
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return true;
    child.kill('SIGTERM');
    const clean = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
    if (!clean) {
      child.kill('SIGKILL');
      await exited;
    }
    return clean;
  };
  return {
    url: `http://127.0.0.1:${chosen}`,
    port: chosen,
    pid: child.pid,
    stop,
    output: () => watched.output,
  };
}

/**
 * A measurement's own CMS, seeded in full on a SQLite file in a scratch folder `katha-<name>-*`
 * (which also holds what the caller puts there, e.g. a browser's profile). Pushes onto `cleanups`
 * the folder's removal, then the CMS's stop: the scripts run their cleanups in reverse.
 * @param {(() => unknown)[]} cleanups
 * @param {string} name
 */
export async function launchScratchCms(cleanups, name) {
  // The CMS's server code compiled if its sources are newer (a fresh clone has none).
  await buildServer({ quiet: true });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `katha-${name}-`));
  // Retried: Chromium may still be writing its profile just after it was told to stop.
  cleanups.push(() => fs.rmSync(scratch, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));
  const cms = await launchCms({
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(scratch, 'cms.db'), KATHA_SEED: 'full' },
    timeoutMs: 300_000,
  });
  cleanups.push(() => cms.stop());
  return { cms, scratch };
}
