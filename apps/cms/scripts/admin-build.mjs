// The admin panel's build (strapi build), for `npm run build` and `npm run dev`: only when the built
// panel is older than its inputs, under the build lock the server's build takes too
// (@katha/tools/cms-build).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CMS_DIR, cmsRequire, mtime, newest, strapiBin, withLock } from '@katha/tools/cms-build';

const ADMIN_INDEX = path.join(CMS_DIR, 'dist', 'build', 'index.html');

/** Inputs of the admin bundle: its customisations, the plugin list and the installed Strapi/plugins. */
const adminInputs = () =>
  Math.max(
    newest('src/admin', 'package.json', 'config/admin.ts', 'config/plugins.ts'),
    mtime(cmsRequire.resolve('@strapi/admin/package.json')),
    mtime(cmsRequire.resolve('strapi-plugin-comments/package.json')),
  );

const adminIsFresh = () => mtime(ADMIN_INDEX) >= adminInputs();

export const buildAdmin = async ({ force = false } = {}) => {
  if (!force && adminIsFresh()) {
    console.log('[cms] admin panel is up to date');
    return false;
  }
  return withLock('build', () => buildAdminNow());
};

const buildAdminNow = () => {
  console.log('[cms] building the admin panel (about a minute)');
  execFileSync(process.execPath, [strapiBin(), 'build'], {
    cwd: CMS_DIR,
    stdio: 'inherit',
    // Strapi resolves admin aliases such as @radix-ui/react-tooltip from @strapi/admin's folder; npm
    // may nest them under this workspace instead, so its node_modules joins the lookup path.
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      NODE_PATH: [path.join(CMS_DIR, 'node_modules'), process.env.NODE_PATH]
        .filter(Boolean)
        .join(path.delimiter),
    },
  });
  return true;
};
