import type { Article, Media } from '@katha/sdk';

/**
 * An image as the site's card draws it: the original's URL and size, which the site's image
 * endpoint resizes (the card's `imageEndpoint`, parts/article-list.tsx), and its text. Not Strapi's
 * renditions (`formats`): the card reads them only without an endpoint.
 */
export interface ListedImage {
  url: string;
  width?: number | null;
  height?: number | null;
  alternativeText?: string | null;
}

/**
 * An article as a listing shows it (the kit's card: title, subtitle, image, author, topic, read
 * time, date, the reader's like and bookmark). Every CMS article is one; the loaders hand out no
 * more than this, so that a page's data block carries only what its cards draw.
 */
export interface ListedArticle
  extends Pick<
    Article,
    | 'documentId'
    | 'locale'
    | 'slug'
    | 'title'
    | 'subtitle'
    | 'read_time'
    | 'publishedAt'
    | 'createdAt'
    | 'liked_by'
    | 'bookmarked_by'
  > {
  featured_image?: ListedImage | null;
  /** The author's picture is drawn 32 px wide from the endpoint's 64 px copy of `url` alone (decorative: no text). */
  author?: null | { name?: string | null; username?: string; profile_image?: { url: string } | null };
  topic?: null | { name: string };
}

function listedImage(image: Media | null | undefined): ListedImage | null {
  if (!image) return null;
  const { url, width, height, alternativeText } = image;
  return { url, width, height, alternativeText };
}

/**
 * The article without what no card draws: its text, tags, Strapi's renditions of each image (the
 * card asks the image endpoint for its sizes), the author's bios. On the home the data block was
 * 67 kB with the CMS's answer, 20 kB with the renditions' URLs and sizes, 9.2 kB without.
 */
export function listed(article: Article): ListedArticle {
  const { documentId, locale, slug, title, subtitle, read_time, publishedAt, createdAt } = article;
  const { author, topic, featured_image, liked_by, bookmarked_by } = article;
  return {
    documentId,
    locale,
    slug,
    title,
    subtitle,
    read_time,
    publishedAt,
    // The card's date is publishedAt; createdAt only stands in for a missing one.
    ...(publishedAt ? {} : { createdAt }),
    featured_image: listedImage(featured_image),
    author: author && {
      name: author.name,
      username: author.username,
      profile_image: author.profile_image && { url: author.profile_image.url },
    },
    topic: topic && { name: topic.name },
    liked_by,
    bookmarked_by,
  };
}
