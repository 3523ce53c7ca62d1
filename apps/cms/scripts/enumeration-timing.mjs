// Measures whether sign-in, forgot-password and registration take as long for a real account's
// address as for an unknown one (issue 28 finding 8): median ms of each, on a CMS of its own (or KATHA_CMS_URL's). A
// measurement to print, not a test: `node scripts/enumeration-timing.mjs [rounds]`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerConfirmed } from '@katha/tools/accounts';
import { buildServer } from '@katha/tools/cms-build';
import { launchCms } from '@katha/tools/cms-process';

const rounds = Number(process.argv[2] ?? 25);
let cms;
let dir;
if (!process.env.KATHA_CMS_URL) {
  await buildServer({ quiet: true });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-enum-'));
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  cms = await launchCms({
    env: {
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      KATHA_PUBLIC_DIR: path.join(dir, 'public'),
      KATHA_SEED: 'none',
      KATHA_RATE_LIMIT_SCALE: '1000',
      KATHA_LOG_REQUESTS: 'false',
    },
  });
}
const base = `${process.env.KATHA_CMS_URL ?? cms.url}/api`;
const post = async (route, body) => {
  const started = performance.now();
  const reply = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await reply.arrayBuffer();
  return { ms: performance.now() - started, status: reply.status };
};
// Between calls: the work forgot-password and registration do after their answer must not slow the next call down.
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const username = `timing${Date.now().toString(36)}`;
  const email = `${username}@example.test`;
  await registerConfirmed(base, { username, email, password: 'Secret#123' });
  let attempt = 0;
  const calls = {
    'sign-in': (who) => post('/auth/local', { identifier: who, password: 'Wrong#Password1' }),
    'forgot-password': (who) => post('/auth/forgot-password', { email: who }),
    registration: (who) =>
      post('/auth/local/register', {
        username: `${username}r${attempt++}`,
        email: who,
        password: 'Secret#123',
      }),
  };
  for (const [name, call] of Object.entries(calls)) {
    const times = { real: [], unknown: [] };
    await call(email); // warm-up
    for (let round = 0; round < rounds; round++) {
      times.real.push((await call(email)).ms);
      await settle();
      times.unknown.push((await call(`nobody${round}${username}@example.test`)).ms);
      await settle();
    }
    console.log(
      `${name}: real account ${median(times.real).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms (median of ${rounds})`,
    );
  }
} finally {
  await cms?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
