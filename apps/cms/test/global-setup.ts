import { adminLogin, type RunningCms, startCms } from '@katha/tools/cms';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    /** The dev admin's token, signed in once per run (the admin panel allows 5 sign-ins per 5 minutes). */
    cmsAdminJwt: string;
    /** The CMS's KATHA_PROXY_KEY: calls carrying it are the site's server's (client-address.ts). */
    cmsProxyKey: string;
  }
}

let cms: RunningCms | undefined;

export async function setup(project: TestProject) {
  const postgresUrl = process.env.KATHA_TEST_POSTGRES_URL;
  const usePostgres = process.env.KATHA_TEST_DB === 'postgres';
  if (usePostgres && !postgresUrl) throw new Error('KATHA_TEST_DB=postgres needs KATHA_TEST_POSTGRES_URL');
  cms = await startCms({
    database: usePostgres ? { postgresUrl: postgresUrl! } : 'sqlite',
    // The files register, sign in, comment and upload from one address far faster than people do
    // (the limits themselves are tested on a CMS of their own: users-and-rate-limits.test.ts).
    // The newsletter's per-address limit is its own (its controller), not scaled: the attack suite's
    // probes of every write send sign-ups from this address too.
    env: { KATHA_RATE_LIMIT_SCALE: '100', KATHA_NEWSLETTER_RATE_LIMIT: '1000' },
  });
  project.provide('cmsUrl', cms.url);
  project.provide('cmsProxyKey', cms.proxyKey);
  // '' when it fails: api.ts's adminToken() then signs in itself, and says why it cannot.
  project.provide('cmsAdminJwt', await adminLogin(cms.url).catch(() => ''));
}

export async function teardown() {
  await cms?.stop();
}
