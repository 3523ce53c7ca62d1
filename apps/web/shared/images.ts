import type { Media } from '@katha/sdk';
import {
  cardImageSources,
  endpointImageSources,
  ICON_WIDTHS,
  IMAGE_ENDPOINT_PATH,
  imageUrl,
} from '@katha/ui/image-sources';

/** The site's image endpoint (apps/web/server/images.ts), on the site's own origin. */
export const IMAGE_ENDPOINT = IMAGE_ENDPOINT_PATH;

/** An image's sources through the site's image endpoint (widths 640–3840, capped to the image's own). */
export function imageSources(image: Media | null | undefined) {
  return endpointImageSources(image, IMAGE_ENDPOINT);
}

/** A card's image sources through the site's image endpoint: exactly those the kit's card asks for. */
export function cardSources(image: Media | null | undefined) {
  return cardImageSources(image, undefined, IMAGE_ENDPOINT);
}

/** A picture shown `size` px wide (an avatar): the endpoint's small width covering 2x screens. */
export function smallImageUrl(image: Media | null | undefined, size: number): string {
  if (!image?.url) return '';
  return imageUrl(IMAGE_ENDPOINT, image.url, ICON_WIDTHS.find((width) => width >= size * 2) ?? 384);
}

/**
 * How many of a list's first cards are above the fold on a phone: their images load at once with
 * high priority (and the home preloads them, server/head.ts), the others' when scrolled near. On a
 * 412×823 phone the home's first card image is at 501–714 px, the second's at 979 px: below.
 */
export const PRIORITY_CARDS = 1;

/** The article page's featured image fills the 760px column, or the screen when narrower. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 900px) 760px, 100vw';
