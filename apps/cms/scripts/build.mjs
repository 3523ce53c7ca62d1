// `npm run build`: the server code, then the admin panel when it is stale (`--server-only` skips it).
import { buildAdmin, buildServer } from './build-lib.mjs';

await buildServer();
if (!process.argv.includes('--server-only')) await buildAdmin();
