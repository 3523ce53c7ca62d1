// The kit's catalogs: src/messages → src/generated (catalogs.js, the generator every workspace
// that owns messages runs). Run by build, typecheck and test; the output is git-ignored.
import { fileURLToPath } from 'node:url';
import { generateCatalogs } from '../catalogs.js';

generateCatalogs({
  messagesDir: fileURLToPath(new URL('../src/messages', import.meta.url)),
  outDir: fileURLToPath(new URL('../src/generated', import.meta.url)),
  runtime: '../../registry.js',
  source: 'scripts/generate-catalogs.mjs from src/messages',
});
