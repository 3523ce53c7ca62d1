import type { TestProject } from 'vitest/node';
import { installConsumer, remove } from './consumer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fresh project with the packed packages installed (consumer.ts). */
    consumerDir: string;
  }
}

/** Packs and installs the packages once for every test file; KATHA_KEEP_CONSUMER=1 keeps the folder. */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const dir = await installConsumer();
  console.log(`[packages] packed and installed in ${((Date.now() - started) / 1000).toFixed(1)} s: ${dir}`);
  project.provide('consumerDir', dir);
  return () => {
    if (process.env.KATHA_KEEP_CONSUMER) console.log(`[packages] kept ${dir}`);
    else remove(dir);
  };
}
