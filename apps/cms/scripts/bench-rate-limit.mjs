// `npm run bench:rate-limit -w @katha/cms`: what one rate-limit check costs in Redis
// (RedisRateLimitStore, src/utils/shared-state.ts) against this process's memory, one check after
// the other (a request's latency, not a throughput). Needs the server built (`npm run build:server`)
// and a running Redis at KATHA_REDIS_URL, e.g. `redis-server --port 6390 --save '' --appendonly no`.
// Prints the median over BENCH_RUNS runs (5) of BENCH_CHECKS checks (20,000); asserts nothing.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { MemoryRateLimitStore } = require('../dist/src/utils/rate-limit.js');
const { RedisRateLimitStore, redisClient } = require('../dist/src/utils/shared-state.js');

const url = process.env.KATHA_REDIS_URL;
if (!url) throw new Error('Set KATHA_REDIS_URL to a running Redis');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const CHECKS = Number(process.env.BENCH_CHECKS || 20_000);

const median = (values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** Microseconds per check: CHECKS keys (a thousand distinct ones, as many clients would), one at a time. */
const run = async (store) => {
  const started = performance.now();
  for (let i = 0; i < CHECKS; i++) await store.hit(`bench:${i % 1000}`, 60_000);
  return ((performance.now() - started) * 1000) / CHECKS;
};

const redis = redisClient(url);
await redis.connect();
const stores = { redis: new RedisRateLimitStore(redis), memory: new MemoryRateLimitStore() };
for (const [name, store] of Object.entries(stores)) {
  await run(store); // warm-up
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(store));
  console.log(
    `${name}: ${median([...runs]).toFixed(1)} µs per check (median of ${RUNS} runs of ${CHECKS}; runs ${runs.map((r) => r.toFixed(1)).join(', ')})`,
  );
}
await redis.close();
