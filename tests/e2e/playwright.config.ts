import { defineSuite } from '@katha/tools/browser';

/**
 * Journeys of the reader site in a real Chromium, against a real seeded CMS and the built
 * production server (both started by global-setup.ts on free ports). Two files at a time; the
 * exclusive ones after all the others, alone (tools/browser.mjs says why).
 */
export default defineSuite({
  timeout: 45_000,
  outputDir: '../test-results/e2e',
  workers: 2,
  // rate-limits uses up the loopback address's comment limit; page-cache counts the server's
  // cache hits; writer publishes articles that the home, search and profile listings then show.
  exclusive: ['rate-limits', 'page-cache', 'writer'],
});
