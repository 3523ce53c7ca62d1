import { describe, expect, it } from 'vitest';
import { testDatabases } from './test-databases.mjs';

const url = 'postgres://katha:katha@127.0.0.1:5432/katha';

describe('testDatabases', () => {
  it('runs on SQLite alone without a PostgreSQL database, and on both with one', () => {
    expect(testDatabases({})).toEqual(['sqlite']);
    expect(testDatabases({ KATHA_TEST_POSTGRES_URL: url })).toEqual(['sqlite', 'postgres']);
  });

  it('runs on the databases KATHA_TEST_DATABASES lists, in its order', () => {
    expect(testDatabases({ KATHA_TEST_POSTGRES_URL: url, KATHA_TEST_DATABASES: 'sqlite' })).toEqual([
      'sqlite',
    ]);
    expect(testDatabases({ KATHA_TEST_POSTGRES_URL: url, KATHA_TEST_DATABASES: ' postgres ' })).toEqual([
      'postgres',
    ]);
    expect(testDatabases({ KATHA_TEST_POSTGRES_URL: url, KATHA_TEST_DATABASES: 'postgres,sqlite' })).toEqual([
      'postgres',
      'sqlite',
    ]);
    expect(testDatabases({ KATHA_TEST_DATABASES: '' })).toEqual(['sqlite']);
  });

  it('refuses a database it does not know, and PostgreSQL without its address', () => {
    expect(() => testDatabases({ KATHA_TEST_DATABASES: 'sqlite,mysql' })).toThrow(/unknown mysql/);
    expect(() => testDatabases({ KATHA_TEST_DATABASES: 'postgres' })).toThrow(/KATHA_TEST_POSTGRES_URL/);
  });
});
