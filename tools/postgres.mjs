// A throwaway PostgreSQL cluster on loopback for tests and the local cluster: the machine's
// PostgreSQL binaries (Debian's postgresql package, /usr/lib/postgresql/<newest>/bin, or
// KATHA_POSTGRES_BIN), initdb in a temporary folder, trust authentication on 127.0.0.1 only,
// nothing fsynced, removed on stop. initdb and postgres refuse to run as root: as root they run as
// the package's `postgres` user.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, watchOutput } from './cms-process.mjs';

const pgBin = () => {
  if (process.env.KATHA_POSTGRES_BIN) return process.env.KATHA_POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
};

/** [command, args], through runuser as the postgres user when we are root. */
const asOwner = (command, args) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

/**
 * Starts a new cluster and resolves once it accepts connections: `url` names its `postgres`
 * database as the superuser `katha`; `stop()` ends the server (SIGTERM to its process group) and
 * removes the folder.
 */
export const startPostgres = async ({ port } = {}) => {
  const bin = pgBin();
  if (!bin || !fs.existsSync(path.join(bin, 'postgres')))
    throw new Error('No PostgreSQL binaries: apt-get install postgresql, or set KATHA_POSTGRES_BIN');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const [initdb, initArgs] = asOwner(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'katha',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  execFileSync(initdb, initArgs, { stdio: 'pipe' });
  const listen = port ?? (await freePort());
  const [postgres, args] = asOwner(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(listen),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  // Its own process group: stop() ends runuser and the server together.
  const child = spawn(postgres, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const watched = watchOutput(child);
  await new Promise((resolve, reject) => {
    const check = setInterval(() => {
      if (watched.output.includes('ready to accept connections')) done(resolve);
      else if (child.exitCode !== null) done(() => reject(new Error(`postgres exited:\n${watched.output}`)));
    }, 50);
    const done = (then) => {
      clearInterval(check);
      then();
    };
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://katha@127.0.0.1:${listen}/postgres`, port: listen, pid: child.pid, stop };
};
