import { WAIT_LIMIT_MS } from './wait.js';

/** The self-hosted family that draws each Indic locale's script. */
export const NOTO_FAMILY = { 'hi-IN': 'Noto Sans Devanagari', 'kn-IN': 'Noto Sans Kannada' } as const;

const loadedNow = () =>
  new Set(
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/["']/g, '')),
  );

/**
 * Returns the families whose faces have loaded, once every family in `expected` has (or,
 * failing that, after `timeoutMs`, so the caller's assertion reports what is missing).
 * A face of a unicode-range subset only loads when text in its script is drawn, so a
 * loaded Noto face proves the Indic text was rendered with it. The browser requests a
 * face only after a layout that draws such text, which on a busy machine can come some
 * frames after the element rendered: hence the wait, not a single frame.
 */
export async function loadedFontFamilies(
  expected: readonly string[],
  timeoutMs = WAIT_LIMIT_MS,
): Promise<Set<string>> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await document.fonts.ready;
    const families = loadedNow();
    if (expected.every((family) => families.has(family)) || performance.now() > deadline) return families;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
