// A project as the packages' users make one: packs every published (non-private) package under
// packages/ with `npm pack` and installs the tarballs, never workspace links, into a fresh folder,
// beside the third-party packages its caller names (from the registry, through npm's cache).
// Shared by the packages tests (tests/packages/consumer.ts) and the embeds' consumer pages
// (packages/embeds/scripts/consumer.mjs).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = join(REPO, 'packages');

/** Runs a command; its output goes into the error when it fails. Resolves with its stdout. */
export async function sh(command, args, cwd, env) {
  try {
    const { stdout } = await run(command, args, {
      cwd,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error;
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}${stderr}`);
  }
}

/** The published (non-private) packages under packages/, by npm name: their folder and manifest. */
export function publishedPackages() {
  const found = new Map();
  for (const folder of readdirSync(PACKAGES).sort()) {
    const file = join(PACKAGES, folder, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (manifest.private) continue;
    found.set(String(manifest.name), { dir: join(PACKAGES, folder), manifest });
  }
  return found;
}

/**
 * Packs every published package (they must be built) into `<dir>/tarballs` and installs them with
 * `thirdParty` into a new project `name` in `dir` (default: a new temp folder starting `prefix`).
 * `scripts` lets the dependencies' install scripts run (default: not). Resolves with the folder and
 * the names of the packed packages.
 */
export async function installConsumer({
  name,
  thirdParty,
  prefix = 'katha-consumer-',
  dir = mkdtempSync(join(tmpdir(), prefix)),
  scripts = false,
}) {
  const tarballs = join(dir, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  const packed = {};
  await Promise.all(
    [...publishedPackages()].map(async ([packageName, { dir: packageDir }]) => {
      if (!existsSync(join(packageDir, 'dist'))) throw new Error(`${packageName} is not built (no dist/)`);
      const [info] = JSON.parse(
        await sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', tarballs], packageDir),
      );
      packed[packageName] = `file:tarballs/${info?.filename}`;
    }),
  );
  const names = Object.keys(packed).sort();
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name,
        private: true,
        type: 'module',
        dependencies: { ...Object.fromEntries(names.map((each) => [each, packed[each]])), ...thirdParty },
        // The packages' dependencies on each other resolve to the tarballs too, never to a registry.
        overrides: Object.fromEntries(names.map((each) => [each, `$${each}`])),
      },
      null,
      2,
    )}\n`,
  );
  await sh(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      `--ignore-scripts=${!scripts}`,
      '--loglevel=error',
    ],
    dir,
    // The repository's .npmrc and workspaces are not this project's.
    { npm_config_workspaces: 'false' },
  );
  return { dir, packed: names };
}
