import type { Media } from '@katha/sdk';

/** Strapi's generated sizes of an image as a srcset (the widths the CMS made), original last. */
export function imageSrcSet(image: Media | null | undefined): string | undefined {
  const formats = image?.formats;
  if (!image || !formats) return undefined;
  const entries = [formats.small, formats.medium, formats.large]
    .filter((format) => format?.width)
    .map((format) => `${format!.url} ${format!.width}w`);
  if (image.width) entries.push(`${image.url} ${image.width}w`);
  return entries.length ? entries.join(', ') : undefined;
}

/** The article page's featured image fills the 760px column, or the screen when narrower. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 900px) 760px, 100vw';
