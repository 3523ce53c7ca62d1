import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

type SeedMode = 'full' | 'minimal' | 'none';

/**
 * Runs the seed (`src/seed/index`, `export async function seed(strapi, { mode })`) when it exists.
 * KATHA_SEED=none skips it; KATHA_SEED=minimal asks for the small data set tests use.
 */
export const runSeed = async (strapi: Core.Strapi) => {
  const mode = (process.env.KATHA_SEED || 'full') as SeedMode;
  if (mode === 'none') return;
  const entry = ['index.js', 'index.ts']
    .map((file) => path.join(strapi.dirs.dist.src, 'seed', file))
    .find((file) => fs.existsSync(file));
  if (!entry) return;
  const module = (await import(entry)) as {
    seed?: (strapi: Core.Strapi, options: { mode: SeedMode }) => Promise<void>;
  };
  if (typeof module.seed !== 'function') throw new Error(`${entry} does not export seed(strapi)`);
  const started = Date.now();
  await module.seed(strapi, { mode });
  strapi.log.info(`Seed (${mode}) done in ${Date.now() - started} ms`);
};
