// Build steps shared by `npm run build` and `npm run dev`: the server code (tsc) when its sources
// changed, and the admin panel (strapi build) only when the built panel is older than its inputs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(CMS_DIR, 'package.json'));
const SERVER_STAMP = path.join(CMS_DIR, 'dist', '.katha-server-built');
const ADMIN_INDEX = path.join(CMS_DIR, 'dist', 'build', 'index.html');

const newest = (...entries) => {
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
const mtime = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

export const strapiBin = () =>
  path.join(path.dirname(require.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');

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
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], {
      cwd: CMS_DIR,
      stdio: quiet ? 'pipe' : 'inherit',
    });
    fs.writeFileSync(SERVER_STAMP, new Date(started).toISOString());
    fs.utimesSync(SERVER_STAMP, started / 1000, started / 1000);
    return true;
  });
};

/** Inputs of the admin bundle: its customisations, the plugin list and the installed Strapi/plugins. */
const adminInputs = () =>
  Math.max(
    newest('src/admin', 'package.json', 'config/admin.ts', 'config/plugins.ts'),
    mtime(require.resolve('@strapi/admin/package.json')),
    mtime(require.resolve('strapi-plugin-comments/package.json')),
  );

export const adminIsFresh = () => mtime(ADMIN_INDEX) >= adminInputs();

export const buildAdmin = async ({ force = false } = {}) => {
  if (!force && adminIsFresh()) {
    console.log('[cms] admin panel is up to date');
    return false;
  }
  return withLock('build', () => buildAdminNow());
};

const buildAdminNow = () => {
  console.log('[cms] building the admin panel (about a minute)');
  execFileSync(process.execPath, [strapiBin(), 'build'], {
    cwd: CMS_DIR,
    stdio: 'inherit',
    // Strapi resolves admin aliases such as @radix-ui/react-tooltip from @strapi/admin's folder; npm
    // may nest them under this workspace instead, so its node_modules joins the lookup path.
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      NODE_PATH: [path.join(CMS_DIR, 'node_modules'), process.env.NODE_PATH]
        .filter(Boolean)
        .join(path.delimiter),
    },
  });
  return true;
};
