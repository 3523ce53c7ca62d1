// `npm test` starts here: make sure a Chromium exists, installing Debian's package when
// we are root and none is found, so a fresh machine needs no manual step.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

let path = findChromium();
if (!path && process.getuid?.() === 0) {
  console.log("No Chromium found: installing Debian's chromium package (about 40 s)…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  path = findChromium();
}
if (!path) {
  console.error(
    'No Chromium found. Install one (Debian: `apt-get install chromium`) or set CHROMIUM_PATH to its binary.',
  );
  process.exit(1);
}
console.log(`Chromium: ${path}`);
