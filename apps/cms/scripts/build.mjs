// `npm run build`: the server code, then the admin panel when it is stale (`--server-only` skips it).
import { buildAdmin, buildServer } from './build-lib.mjs';

buildServer();
if (!process.argv.includes('--server-only')) buildAdmin();
