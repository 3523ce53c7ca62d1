import type { Core } from '@strapi/strapi';
import { Client, type ClientConfig } from 'pg';

/** How often a waiting instance says it still waits. */
const WAITING_LOG_MS = 30_000;

/**
 * One instance at a time sets a PostgreSQL database up. From `register` to the end of `bootstrap`
 * (Strapi's table sync, migrations and repairs, then roles, the admin account and the seed), an
 * instance holds a session-level advisory lock named after its schema on a connection of its own;
 * another instance starting at once waits for it, then finds the tables made and the seed done
 * (seed/index.ts checks its mark) instead of creating them a second time. The lock goes with the
 * connection, so an instance that dies while holding it does not block the next. SQLite needs none:
 * its file is one machine's, and several processes on it are started one after the other.
 */
export const holdStartupLock = async (strapi: Core.Strapi) => {
  const connection = strapi.config.get('database.connection') as {
    client: string;
    connection: ClientConfig & { schema?: string };
  };
  if (connection.client !== 'postgres') return undefined;
  const { schema = 'public', ...settings } = connection.connection;
  const client = new Client({ ...settings, application_name: 'katha-cms-startup' });
  await client.connect();
  const key = `katha-cms-startup:${schema}`;
  const [{ locked }] = (
    await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key])
  ).rows as [{ locked: boolean }];
  if (!locked) {
    strapi.log.info('Another instance is setting the database up: waiting for it');
    // Said again while it lasts (a full seed takes minutes): launchers that watch a starting
    // instance for progress (tools/cms-process.mjs) see it is waiting, not stuck.
    const still = setInterval(
      () => strapi.log.info('Still waiting for the instance setting the database up'),
      WAITING_LOG_MS,
    );
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    } finally {
      clearInterval(still);
    }
  }
  return {
    release: async () => {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
      await client.end();
    },
  };
};
