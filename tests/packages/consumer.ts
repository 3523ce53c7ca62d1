/**
 * The packages as their users meet them: packs every published package under packages/ with
 * `npm pack` (once per run) and installs the tarballs, never workspace links, into a fresh project in
 * a temp folder, with the third-party packages a user would add (TypeScript, Node's and React's
 * types, React 19, Vite 8). Everything comes from the tarballs and npm's cache (`--prefer-offline`).
 *
 * vitest's global setup (vitest.config.ts) calls it and hands the folder to the tests as `consumerDir`.
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGES = join(REPO, 'packages');

/** What a user of the packages installs beside them, pinned (from the registry, through npm's cache). */
export const THIRD_PARTY = {
  typescript: '5.9.3',
  '@types/node': '20.19.25',
  react: '19.2.0',
  'react-dom': '19.2.0',
  '@types/react': '19.2.6',
  '@types/react-dom': '19.2.7',
  // The kit's README renders on a server through it.
  '@lit-labs/ssr-react': '0.3.4',
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
} as const;

/** Runs a command; its output goes into the error when it fails. */
export async function sh(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv) {
  try {
    const { stdout } = await run(command, args, {
      cwd,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}${stderr}`);
  }
}

/** The published (non-private) packages under packages/, by npm name: their folder and manifest. */
export function publishedPackages() {
  const found = new Map<string, { dir: string; manifest: Record<string, unknown> }>();
  for (const folder of readdirSync(PACKAGES).sort()) {
    const file = join(PACKAGES, folder, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (manifest.private) continue;
    found.set(String(manifest.name), { dir: join(PACKAGES, folder), manifest });
  }
  return found;
}

/** Packs every published package and installs them into a new project; returns its folder. */
export async function installConsumer(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'katha-packages-'));
  const tarballs = join(dir, 'tarballs');
  mkdirSync(tarballs);
  const packed: Record<string, string> = {};
  await Promise.all(
    [...publishedPackages()].map(async ([name, { dir: packageDir }]) => {
      if (!existsSync(join(packageDir, 'dist'))) throw new Error(`${name} is not built (no dist/)`);
      const [info] = JSON.parse(
        await sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', tarballs], packageDir),
      ) as { filename: string }[];
      packed[name] = `file:tarballs/${info?.filename}`;
    }),
  );
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'katha-packages-consumer',
        private: true,
        type: 'module',
        dependencies: { ...packed, ...THIRD_PARTY },
        // The packages' dependencies on each other resolve to the tarballs too, never to a registry.
        overrides: Object.fromEntries(Object.keys(packed).map((name) => [name, `$${name}`])),
      },
      null,
      2,
    )}\n`,
  );
  await sh(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    dir,
    // The repository's .npmrc is not this project's; nothing here compiles native code.
    { npm_config_workspaces: 'false' },
  );
  return dir;
}

/** Writes a file, creating its folder. */
export function put(file: string, content: string) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

export function remove(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
