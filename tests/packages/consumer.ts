/**
 * The packages as their users meet them: every published package under packages/ packed with
 * `npm pack` (once per run) and installed from the tarballs, never workspace links, into a fresh
 * project in a temp folder (scripts/consumer-project.mjs, shared with the embeds' consumer pages),
 * with the third-party packages a user would add (TypeScript, Node's and React's types, React 19,
 * Vite 8). Everything comes from the tarballs and npm's cache (`--prefer-offline`).
 *
 * vitest's global setup (vitest.config.ts) calls it and hands the folder to the tests as `consumerDir`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installConsumer as install } from '../../scripts/consumer-project.mjs';

export { REPO, sh } from '../../scripts/consumer-project.mjs';

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

/** Packs every published package and installs them into a new project; returns its folder. */
export async function installConsumer(): Promise<string> {
  const { dir } = await install({
    name: 'katha-packages-consumer',
    prefix: 'katha-packages-',
    thirdParty: THIRD_PARTY,
  });
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
