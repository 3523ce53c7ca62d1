// What the benchmarks measure with: autocannon's load with the time of every answer kept, and the
// percentiles of those times (apps/cms/scripts/bench.mjs, apps/web/scripts/bench.mjs and
// flush-bench.mjs, scripts/cluster-bench.mjs).
import autocannon from 'autocannon';

/** The `p`th percentile (nearest rank) of ascending `sorted` numbers, NaN when there are none. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;

/**
 * Runs autocannon with its own `options` (url, connections, duration, headers, requests,
 * setupClient, …) and resolves to its `result`, every answer's time in ms (`times`, ascending) and
 * their p50, p95 and p99.
 */
export const measure = (options) =>
  new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      times.sort((x, y) => x - y);
      resolve({
        result,
        times,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
