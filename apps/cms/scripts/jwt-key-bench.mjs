// How long jsonwebtoken takes to check a reader's token (HS256) given the secret as a string, as
// Strapi passes it, and as a key object, as src/extensions/users-permissions/sessions.ts sets it.
// Interleaved rounds of 20,000 checks; prints the medians with the date, Node and the load.
import { createSecretKey, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';

// The jsonwebtoken Strapi's session manager calls.
const strapiCore = createRequire(import.meta.url).resolve('@strapi/core/package.json');
const jwt = createRequire(strapiCore)('jsonwebtoken');
const secret = randomBytes(32).toString('base64');
const key = createSecretKey(Buffer.from(secret));
const token = jwt.sign({ userId: '1', sessionId: 'a'.repeat(32), type: 'access' }, secret, {
  expiresIn: '30m',
});

const CHECKS = 20_000;
/** Microseconds a check, over one round. */
const round = (secretOrKey) => {
  const start = process.hrtime.bigint();
  for (let i = 0; i < CHECKS; i++) jwt.verify(token, secretOrKey, { algorithms: ['HS256'] });
  return Number(process.hrtime.bigint() - start) / 1e3 / CHECKS;
};
const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
const rounds = { string: [], key: [] };
for (let i = 0; i < 5; i++) {
  rounds.string.push(round(secret));
  rounds.key.push(round(key));
}
console.log(`${new Date().toISOString()}  Node ${process.version}  load ${os.loadavg()[0].toFixed(1)}`);
console.log(`token check, median of 5 rounds of ${CHECKS}:`);
console.log(`  secret as a string (Strapi's): ${median(rounds.string).toFixed(1)} µs`);
console.log(`  secret as a key object (ours): ${median(rounds.key).toFixed(1)} µs`);
