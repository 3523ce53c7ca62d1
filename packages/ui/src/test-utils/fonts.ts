/** The self-hosted family that draws each Indic locale's script. */
export const NOTO_FAMILY = { 'hi-IN': 'Noto Sans Devanagari', 'kn-IN': 'Noto Sans Kannada' } as const;

/**
 * Resolves when the page's fonts have finished loading, then returns the families whose
 * faces actually loaded. A face of a unicode-range subset only loads when text in its
 * script is drawn, so a loaded Noto face proves the Indic text was rendered with it.
 */
export async function loadedFontFamilies(): Promise<Set<string>> {
  // Layout must run once for the browser to request faces for the rendered text.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await document.fonts.ready;
  return new Set(
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/["']/g, '')),
  );
}
