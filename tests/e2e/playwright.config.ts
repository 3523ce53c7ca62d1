import { defineSuite } from '../support/browser.js';

/**
 * Journeys of the reader site in a real Chromium, against a real seeded CMS and the built
 * production server (both started by global-setup.ts on free ports).
 */
export default defineSuite({ timeout: 45_000, outputDir: '../test-results/e2e' });
