// The article card's image sources, as a plain module (no DOM, no Lit): the card draws them, and
// a server can preload exactly what the card will request.

/** One rendition of an uploaded image (Strapi's `formats.small` …). */
export interface CardImageFormat {
  url: string;
  width?: number | null;
  height?: number | null;
}

/** An uploaded image as Strapi returns it. */
export interface CardImage extends CardImageFormat {
  alternativeText?: string | null;
  formats?: null | Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', CardImageFormat>>;
}

/** The card's `sizes` per variant, fitted to the site's grid. */
export const CARD_IMAGE_SIZES = {
  default: '(min-width: 1100px) 360px, (min-width: 600px) 50vw, 100vw',
  compact: '(min-width: 600px) 200px, 112px',
} as const;

export interface CardImageSources {
  /** For browsers without srcset: the smallest rendition at least 500px wide. */
  src: string;
  /** Every rendition with a width, smallest first; empty when none has one. */
  srcset: string;
  width?: number;
  height?: number;
}

/** Where the card's image comes from; `resolve` turns the CMS's relative URLs into absolute ones. */
export function cardImageSources(
  image: CardImage | null | undefined,
  resolve: (url: string) => string = (url) => url,
): CardImageSources | undefined {
  if (!image?.url) return undefined;
  const formats = Object.values(image.formats ?? {}).filter((format): format is CardImageFormat =>
    Boolean(format?.url && format.width),
  );
  const candidates = [...formats, ...(image.width ? [image] : [])].sort((a, b) => a.width! - b.width!);
  const fallback = candidates.find((format) => format.width! >= 500) ?? candidates.at(-1) ?? image;
  return {
    src: resolve(fallback.url),
    srcset: candidates.map((format) => `${resolve(format.url)} ${format.width}w`).join(', '),
    ...(fallback.width ? { width: fallback.width } : {}),
    ...(fallback.height ? { height: fallback.height } : {}),
  };
}
