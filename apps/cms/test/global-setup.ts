import type { TestProject } from 'vitest/node';
import { CMS_ADMIN, type RunningCms, startCms } from '../../../tests/support/cms.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    /** The dev admin's token, signed in once per run (the admin panel allows 5 sign-ins per 5 minutes). */
    cmsAdminJwt: string;
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
    env: { KATHA_RATE_LIMIT_SCALE: '100' },
  });
  project.provide('cmsUrl', cms.url);
  const login = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CMS_ADMIN),
  });
  project.provide(
    'cmsAdminJwt',
    login.ok ? ((await login.json()) as { data: { token: string } }).data.token : '',
  );
}

export async function teardown() {
  await cms?.stop();
}
