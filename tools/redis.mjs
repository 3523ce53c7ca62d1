import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './cms-process.mjs';

/**
 * A throwaway Redis for tests of what several instances share (KATHA_REDIS_URL) and the local
 * cluster (scripts/cluster.mjs): Debian's redis-server (.ci/run installs it), or
 * KATHA_REDIS_SERVER, on a free loopback port (or `port`), nothing saved to disk. Missing, it fails
 * (no skip): CI has it. JavaScript with its types beside (redis.d.mts), for the cluster's script.
 */
const REDIS_SERVER = process.env.KATHA_REDIS_SERVER ?? '/usr/bin/redis-server';

const launch = (port) =>
  new Promise((resolve, reject) => {
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });

export const startRedis = async ({ port: chosen } = {}) => {
  if (!fs.existsSync(REDIS_SERVER))
    throw new Error(
      `No redis-server at ${REDIS_SERVER}: apt-get install redis-server, or set KATHA_REDIS_SERVER`,
    );
  const port = chosen ?? (await freePort());
  let child = await launch(port);
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    restart: async () => {
      await stop();
      child = await launch(port);
    },
  };
};
