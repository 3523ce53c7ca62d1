import { startCms } from '@katha/tools/cms';

/**
 * The CMS the contract tests talk to: a fresh one, started and seeded (the seed's small set) by the shared
 * harness, on SQLite, or on PostgreSQL when KATHA_CONTRACT_DB=postgres (in KATHA_TEST_POSTGRES_URL's
 * database); or, when KATHA_CMS_API_URL is set (`http://127.0.0.1:1337/api`), an already running one with
 * the same seed (handy while changing the spec).
 */
export interface ContractCms {
  apiUrl: string;
  stop(): Promise<void>;
}

export async function contractCms(): Promise<ContractCms> {
  const running = process.env.KATHA_CMS_API_URL;
  if (running) return { apiUrl: running.replace(/\/+$/, ''), stop: async () => {} };
  const postgresUrl = process.env.KATHA_TEST_POSTGRES_URL;
  const onPostgres = process.env.KATHA_CONTRACT_DB === 'postgres';
  if (onPostgres && !postgresUrl) throw new Error('KATHA_CONTRACT_DB=postgres needs KATHA_TEST_POSTGRES_URL');
  const cms = await startCms({
    seed: 'minimal',
    database: onPostgres ? { postgresUrl: postgresUrl! } : 'sqlite',
    // The suite registers and signs in many accounts from one address within a minute.
    env: { KATHA_RATE_LIMIT_SCALE: '100' },
  });
  return { apiUrl: cms.apiUrl, stop: () => cms.stop() };
}
