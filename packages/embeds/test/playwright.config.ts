import { defineSuite } from '@katha/tools/browser';

/**
 * The widgets in a real Chromium, on pages built by the consumer test from the packed tarballs
 * and served from their own origin, against a real seeded CMS (both started by global-setup.ts).
 */
export default defineSuite({ timeout: 30_000, outputDir: './test-results' });
