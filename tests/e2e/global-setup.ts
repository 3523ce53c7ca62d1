import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCms } from '@katha/tools/cms';
import { freePort } from '@katha/tools/cms-process';
import { isBuilt, type LaunchedSite, launchSite, WEB_DIR } from '@katha/tools/site-process';
import { startOAuthProvider } from '../support/oauth-provider.js';

/**
 * Sign-in attempts a minute per account on the journeys' CMS: the demo accounts are signed in far
 * more often than a person would, yet rate-limits.spec.ts uses one identifier's attempts up, each a
 * bcrypt check (the shipped 10 would refuse the journeys; 1,000 cost minutes of CPU to use up).
 */
export const JOURNEY_AUTH_RATE_LIMIT = 100;

/** Starts a seeded CMS and the built production server; returns the teardown that stops both. */
export default async function globalSetup() {
  if (!isBuilt()) execFileSync('npm', ['run', 'build'], { cwd: WEB_DIR, stdio: 'inherit' });
  // The journeys sign the same demo accounts in far more often than a person would, and all come
  // from one address: per-address limits high, per-account comment and upload limits as shipped
  // (rate-limits.spec.ts reaches the comment limit).
  // The site's port first: the CMS links to the site (the reset mail's link, the social sign-in's
  // return through the site's /api) and signs readers in with a local OAuth provider.
  const port = await freePort();
  const webUrl = `http://127.0.0.1:${port}`;
  const oauth = await startOAuthProvider();
  const mailbox = mkdtempSync(path.join(tmpdir(), 'katha-mailbox-'));
  const cms = await startCms({
    seed: true,
    env: {
      KATHA_PUBLIC_URL: webUrl,
      KATHA_DEV_OAUTH_URL: oauth.url,
      KATHA_DEV_MAILBOX_DIR: mailbox,
      KATHA_AUTH_RATE_LIMIT: String(JOURNEY_AUTH_RATE_LIMIT),
      KATHA_COMMENT_RATE_LIMIT_IP: '1000',
      KATHA_UPLOAD_RATE_LIMIT_IP: '1000',
      KATHA_USERNAME_CHECK_RATE_LIMIT_IP: '1000',
    },
  });
  let site: LaunchedSite;
  try {
    site = await launchSite({
      cmsUrl: cms.url,
      port,
      // The image endpoint's copies start empty each run (images.spec.ts sees them made).
      // The CMS's key: readers' addresses reach it through the site's /api (their counts, their limits).
      env: {
        KATHA_IMAGE_CACHE_DIR: mkdtempSync(path.join(tmpdir(), 'katha-images-')),
        KATHA_PROXY_KEY: cms.proxyKey,
      },
    });
  } catch (error) {
    await cms.stop();
    await oauth.stop();
    throw error;
  }
  process.env.KATHA_WEB_URL = webUrl;
  process.env.KATHA_CMS_API = cms.apiUrl;
  process.env.KATHA_PROXY_KEY = cms.proxyKey;
  process.env.KATHA_DEV_MAILBOX_DIR = mailbox;
  process.env.KATHA_OAUTH_USERNAME = oauth.account.username;
  process.env.KATHA_OAUTH_EMAIL = oauth.account.email;
  return async () => {
    await site.stop();
    await cms.stop();
    await oauth.stop();
  };
}
