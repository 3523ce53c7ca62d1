// The CMS's folder and its server build, shared by its own `npm run build` and `npm run dev`, the
// test harness (cms.mjs), the launchers and the benches: the server code (tsc) compiled when its
// sources changed, under a lock so parallel processes build once. The admin panel's build is the
// CMS's own (apps/cms/scripts/admin-build.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'cms');
/** `require` as the CMS resolves it: its own dependencies (Strapi, better-sqlite3, pg, TypeScript). */
export const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'));
const SERVER_STAMP = path.join(CMS_DIR, 'dist', '.katha-server-built');

/** Newest modification time of the files under `entries` (paths in the CMS's folder), 0 if none. */
export const newest = (...entries) => {
  let time = 0;
  const visit = (entry) => {
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const child of fs.readdirSync(entry)) visit(path.join(entry, child));
    else time = Math.max(time, stat.mtimeMs);
  };
  for (const entry of entries) visit(path.join(CMS_DIR, entry));
  return time;
};
/** A file's modification time, 0 if it is not there. */
export const mtime = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

export const strapiBin = () =>
  path.join(path.dirname(cmsRequire.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fn` holding a lock directory in .tmp, so parallel processes (test runs, harnesses) build once. */
export const withLock = async (name, fn) => {
  const lock = path.join(CMS_DIR, '.tmp', `${name}.lock`);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lock}`);
      await sleep(250);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
};

/** Newest modification time of the server sources (what `dist` is compiled from). */
export const serverSourcesMtime = () => newest('src', 'config', 'tsconfig.json');

const serverIsFresh = () => mtime(SERVER_STAMP) >= serverSourcesMtime();

/** Compiles the server code (TypeScript → dist) when its sources are newer than the last build. */
export const buildServer = async ({ force = false, quiet = false } = {}) => {
  if (!force && serverIsFresh()) return false;
  return withLock('build', () => {
    if (!force && serverIsFresh()) return false;
    if (!quiet) console.log('[cms] compiling the server code (tsc)');
    const started = Date.now();
    execFileSync(process.execPath, [cmsRequire.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], {
      cwd: CMS_DIR,
      stdio: quiet ? 'pipe' : 'inherit',
    });
    fs.writeFileSync(SERVER_STAMP, new Date(started).toISOString());
    fs.utimesSync(SERVER_STAMP, started / 1000, started / 1000);
    return true;
  });
};
