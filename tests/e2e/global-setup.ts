import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startCms } from '../support/cms.js';
import { startOAuthProvider } from '../support/oauth-provider.js';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');
const SERVER_ENTRY = path.join(WEB_DIR, 'build/node/server/index.js');

async function waitForServer(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The web server exited:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The web server did not answer at ${url}:\n${output()}`);
}

/** Starts a seeded CMS and the built production server; returns the teardown that stops both. */
export default async function globalSetup() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(path.join(WEB_DIR, 'build/client/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: WEB_DIR, stdio: 'inherit' });
  }
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
      KATHA_WEB_URL: webUrl,
      KATHA_DEV_OAUTH_URL: oauth.url,
      KATHA_DEV_MAILBOX_DIR: mailbox,
      KATHA_AUTH_RATE_LIMIT: '1000',
      KATHA_COMMENT_RATE_LIMIT_IP: '1000',
      KATHA_UPLOAD_RATE_LIMIT_IP: '1000',
      KATHA_USERNAME_CHECK_RATE_LIMIT_IP: '1000',
    },
  });
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      KATHA_CMS_URL: cms.url,
      // The image endpoint's copies start empty each run (images.spec.ts sees them made).
      KATHA_IMAGE_CACHE_DIR: mkdtempSync(path.join(tmpdir(), 'katha-images-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  try {
    await waitForServer(webUrl, child, () => log);
  } catch (error) {
    child.kill();
    await cms.stop();
    await oauth.stop();
    throw error;
  }
  process.env.KATHA_WEB_URL = webUrl;
  process.env.KATHA_CMS_API = cms.apiUrl;
  process.env.KATHA_DEV_MAILBOX_DIR = mailbox;
  process.env.KATHA_OAUTH_USERNAME = oauth.account.username;
  process.env.KATHA_OAUTH_EMAIL = oauth.account.email;
  return async () => {
    child.kill('SIGTERM');
    await cms.stop();
    await oauth.stop();
  };
}
