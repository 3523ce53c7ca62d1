import type { Media } from '@katha/sdk';
import { cardImageSources } from '@katha/ui/image-sources';

/** Strapi's generated sizes of an image as a srcset (the widths the CMS made), as the kit's card does. */
export function imageSrcSet(image: Media | null | undefined): string | undefined {
  return cardImageSources(image)?.srcset || undefined;
}

/** The article page's featured image fills the 760px column, or the screen when narrower. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 900px) 760px, 100vw';
