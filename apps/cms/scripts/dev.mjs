// `npm run dev` (what the root `npm start` runs): compiles what changed, builds the admin panel when
// stale, then starts Strapi with the seed. Dev secrets are created on first start (.secrets.json).
import { spawn } from 'node:child_process';
import { CMS_ADMIN } from '@katha/tools/cms';
import { buildServer, CMS_DIR, strapiBin } from '@katha/tools/cms-build';
import { buildAdmin } from './admin-build.mjs';

await buildServer();
// KATHA_SERVE_ADMIN=false (an API-only CMS, as the tests run it) needs no admin panel build.
if (process.env.KATHA_SERVE_ADMIN !== 'false') await buildAdmin();

const port = process.env.PORT || '1337';
const child = spawn(process.execPath, [strapiBin(), 'start'], {
  cwd: CMS_DIR,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { STRAPI_TELEMETRY_DISABLED: 'true', BROWSER: 'none', ...process.env, PORT: port },
});
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (chunk.toString().includes('Strapi started successfully')) {
    const base = process.env.PUBLIC_URL || `http://localhost:${port}`;
    console.log(`\n[cms] admin panel: ${base}/admin (${CMS_ADMIN.email} / ${CMS_ADMIN.password}, dev only)`);
    console.log(`[cms] API: ${base}/api\n`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
