// The embeds' own catalogs: src/messages → src/generated, with @katha/i18n's generator (the kit's
// namespaces stay in @katha/i18n). Run by build and typecheck; the output is git-ignored.
import { fileURLToPath } from 'node:url';
import { generateCatalogs } from '@katha/i18n/catalogs';

generateCatalogs({
  messagesDir: fileURLToPath(new URL('../src/messages', import.meta.url)),
  outDir: fileURLToPath(new URL('../src/generated', import.meta.url)),
  source: 'scripts/generate-messages.mjs from src/messages',
});
