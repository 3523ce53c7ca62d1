/** Types of browser.mjs: how every Playwright suite of the repository is set up. */
import type { PlaywrightTestConfig } from '@playwright/test';

/** How many times slower than when idle this machine runs now (1 to 6), from its load average. */
export declare const machineSlowness: () => number;
/** The shape of every Playwright suite: spec files beside the config, its global setup, the limits scaled to the machine. */
export declare function defineSuite(options: {
  timeout: number;
  outputDir: string;
  workers?: number;
  exclusive?: string[];
}): PlaywrightTestConfig;
