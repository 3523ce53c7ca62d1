// `npm run dev -w @katha/web`: the site with server rendering and React Fast Refresh on
// http://localhost:5173 (PORT, HOST), the CMS at KATHA_CMS_URL (default http://127.0.0.1:1337).
// server/dev.ts does the work (Vite in middleware mode in front of the production render handler);
// it is TypeScript, so it is loaded through Vite's module runner.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { module } = await runnerImport(path.join(root, 'server/dev.ts'), { configFile: false, root });
const cmsUrl = process.env.KATHA_CMS_URL ?? 'http://127.0.0.1:1337';
const { server, vite } = await module.createDevServer({
  root,
  cmsUrl,
  publicUrl: process.env.KATHA_PUBLIC_URL,
});
const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? 'localhost';
server.listen(port, host, () => {
  console.log(`Katha (development, server-rendered) at http://${host}:${port} (CMS ${cmsUrl})`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close();
    vite.close().finally(() => process.exit(0));
  });
