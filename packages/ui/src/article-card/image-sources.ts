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

/**
 * The widths the site's image endpoint makes (spec section 9): layout images (cards, the article's
 * picture) and the small sizes of icons and avatars. Any other width is refused.
 */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const ICON_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
/** The only quality the endpoint makes (its default). */
export const IMAGE_QUALITY = 75;
/** The site's image endpoint (the role `/_next/image` plays in the spec), on the site's origin. */
export const IMAGE_ENDPOINT_PATH = '/_image';

/**
 * The URL of `src` (a CMS upload: `/uploads/…` or an absolute URL on the CMS) resized by the image
 * endpoint `endpoint` (`/_image` on the site, or an absolute URL of it for partner pages) to `width`.
 */
export function imageUrl(
  endpoint: string,
  src: string,
  width: number,
  quality: number = IMAGE_QUALITY,
): string {
  return `${endpoint}?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

/**
 * The widths worth offering for an image `intrinsic` px wide: those below it, and the next one
 * (which the endpoint answers with the image at its own size, never enlarged).
 */
export function widthsFor(
  intrinsic: number | null | undefined,
  widths: readonly number[] = IMAGE_WIDTHS,
): number[] {
  if (!intrinsic) return [...widths];
  const below = widths.filter((width) => width < intrinsic);
  const next = widths.find((width) => width >= intrinsic);
  return next ? [...below, next] : below;
}

/** A `srcset` of `src` through the image endpoint at `widths` (capped to the image's own width). */
export function endpointSrcset(
  endpoint: string,
  src: string,
  intrinsic?: number | null,
  widths: readonly number[] = IMAGE_WIDTHS,
): string {
  return widthsFor(intrinsic, widths)
    .map((width) => `${imageUrl(endpoint, src, width)} ${width}w`)
    .join(', ');
}

/** The widths a compact card offers (112–200 px wide, on screens up to 3x). */
export const COMPACT_IMAGE_WIDTHS = [128, 256, 384, 640] as const;

/**
 * The widest copy a card draws: its `sizes` (CARD_IMAGE_SIZES) make it at most 599 px on a phone
 * (100vw under 600 px), 549 px on a tablet (50vw) and 360 px from 1100 px up; at 3x, 1797 px, which
 * the endpoint's 1920 covers. 2048 and 3840 (an article's picture, 760 px at 3x) no card asks for.
 */
export const CARD_MAX_WIDTH = 1920;

/**
 * An image's sources through the image endpoint `endpoint` (e.g. `/_image`), resized copies of the
 * original upload at `widths` (capped to the image's own width), the fallback the smallest of at
 * least 500 px, and the width and height it is drawn at.
 */
export function endpointImageSources(
  image: CardImage | null | undefined,
  endpoint: string,
  widths: readonly number[] = IMAGE_WIDTHS,
): CardImageSources | undefined {
  if (!image?.url) return undefined;
  const offered = widthsFor(image.width, widths);
  const fallback = offered.find((width) => width >= 500) ?? offered.at(-1) ?? widths[0]!;
  const ratio = image.width && image.height ? image.height / image.width : undefined;
  const shown = image.width ? Math.min(fallback, image.width) : fallback;
  return {
    src: imageUrl(endpoint, image.url, fallback),
    srcset: endpointSrcset(endpoint, image.url, image.width, widths),
    ...(image.width ? { width: shown } : {}),
    ...(ratio ? { height: Math.round(shown * ratio) } : {}),
  };
}

/**
 * Where the card's image comes from; `resolve` turns the CMS's relative URLs into absolute ones.
 * With `endpoint` (the site's image endpoint, e.g. `/_image`), every source is a resized copy made by
 * it from the original upload, at those of `widths` (default `IMAGE_WIDTHS`) up to CARD_MAX_WIDTH:
 * each wider one would be a srcset entry no screen picks (about 100 bytes of the page per card);
 * without it, Strapi's renditions.
 */
export function cardImageSources(
  image: CardImage | null | undefined,
  resolve: (url: string) => string = (url) => url,
  endpoint?: string,
  widths: readonly number[] = IMAGE_WIDTHS,
): CardImageSources | undefined {
  if (!image?.url) return undefined;
  if (endpoint)
    return endpointImageSources(
      image,
      endpoint,
      widths.filter((width) => width <= CARD_MAX_WIDTH),
    );
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
