import { describe, expect, it } from 'vitest';
import { launchCms } from '../scripts/cms-process.mjs';

/**
 * How the harness waits for a CMS it starts (scripts/cms-process.mjs): no fixed guess of how long a
 * start takes. A start that makes progress is waited for (the ceiling is generous); one that makes
 * none, neither output nor CPU time, is given up after `stallMs` instead of at the ceiling.
 */
describe('starting a CMS for the tests', () => {
  it('gives up on a process that makes no progress, long before the ceiling', async () => {
    // Held before its first line of code, waiting for a debugger that never comes: alive, silent, idle.
    const started = launchCms({
      env: { NODE_OPTIONS: '--inspect-brk=127.0.0.1:0' },
      stallMs: 3_000,
      timeoutMs: 3_600_000,
    });
    await expect(started).rejects.toThrow(/made no progress \(no output, no CPU time\) for 3 s/);
  }, 120_000);
});
