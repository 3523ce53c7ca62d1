// Generates src/generated/cms.ts from openapi/cms.yaml with openapi-typescript.
// `renderTypes()` is also what the staleness test compares the file against.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
export const specPath = resolve(here, '../../../openapi/cms.yaml');
export const typesPath = resolve(here, '../src/generated/cms.ts');

export async function renderTypes() {
  const ast = await openapiTS(await readFile(specPath, 'utf8'), { silent: true });
  return `${COMMENT_HEADER}// Generated from openapi/cms.yaml by scripts/generate.mjs at build time: never edit by hand.\n\n${astToString(ast)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const types = await renderTypes();
  if ((await readFile(typesPath, 'utf8').catch(() => '')) === types) {
    console.log(`${typesPath} is up to date`);
  } else {
    // build and typecheck may generate at the same time: write aside, then rename, so no reader sees half a file
    await mkdir(dirname(typesPath), { recursive: true });
    const temporary = `${typesPath}.${process.pid}.tmp`;
    await writeFile(temporary, types);
    await rename(temporary, typesPath);
    console.log(`wrote ${typesPath}`);
  }
}
