// Which databases a suite that runs against a real CMS runs on (the CMS's API suite, the SDK's
// contract suite): KATHA_TEST_DATABASES, a comma-separated list of `sqlite` and `postgres`; by
// default SQLite, then PostgreSQL too when KATHA_TEST_POSTGRES_URL names one. CI spreads them over
// its Node lines (.ci/run), so each suite runs once per database, not once per database and Node.
const KNOWN = ['sqlite', 'postgres'];

/** The databases, in the order the suites run on them. Throws on a name it does not know. */
export function testDatabases(env = process.env) {
  const listed = env.KATHA_TEST_DATABASES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const databases = listed?.length ? listed : env.KATHA_TEST_POSTGRES_URL ? KNOWN : ['sqlite'];
  const unknown = databases.filter((name) => !KNOWN.includes(name));
  if (unknown.length)
    throw new Error(`KATHA_TEST_DATABASES: unknown ${unknown.join(', ')} (known: ${KNOWN.join(', ')})`);
  if (databases.includes('postgres') && !env.KATHA_TEST_POSTGRES_URL)
    throw new Error(
      'KATHA_TEST_DATABASES lists postgres: set KATHA_TEST_POSTGRES_URL to a database the tests may use',
    );
  return databases;
}
