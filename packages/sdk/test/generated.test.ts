import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { renderTypes, typesPath } from '../scripts/generate.mjs';

describe('generated types', () => {
  it('match openapi/cms.yaml (run `npm run generate -w @katha/sdk` after changing the spec; never edit them)', async () => {
    const current = await readFile(typesPath, 'utf8').catch(() => '');
    expect(current === (await renderTypes()), 'src/generated/cms.ts is stale').toBe(true);
  });
});
