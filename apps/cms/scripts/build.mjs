// `npm run build`: the server code, then the admin panel when it is stale (`--server-only` skips it).
import { buildServer } from '@katha/tools/cms-build';
import { buildAdmin } from './admin-build.mjs';

await buildServer();
if (!process.argv.includes('--server-only')) await buildAdmin();
