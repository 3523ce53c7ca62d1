import type { Article, Media } from '@katha/sdk';

type Rendition = 'thumbnail' | 'small' | 'medium' | 'large';

/** An image as a card draws it: its own and its renditions' URLs and sizes. */
export interface ListedImage {
  url: string;
  width?: number | null;
  height?: number | null;
  alternativeText?: string | null;
  formats?: null | Partial<Record<Rendition, { url: string; width?: number; height?: number }>>;
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
  author?: null | { name?: string | null; username?: string; profile_image?: ListedImage | null };
  topic?: null | { name: string };
}

function listedImage(image: Media | null | undefined): ListedImage | null {
  if (!image) return null;
  const { url, width, height, alternativeText, formats } = image;
  const renditions: NonNullable<ListedImage['formats']> = {};
  for (const [name, format] of Object.entries(formats ?? {}))
    if (format)
      renditions[name as Rendition] = { url: format.url, width: format.width, height: format.height };
  return { url, width, height, alternativeText, formats: formats ? renditions : null };
}

/**
 * The article without what no card draws: its text, tags, Strapi's file names, hashes and byte
 * counts of each rendition, the author's bios. On the home this is 20 kB of the data block's
 * 67 kB (brotli 2.7 kB of 8.2), and the page's HTML is one round trip shorter for it.
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
    createdAt,
    featured_image: listedImage(featured_image),
    author: author && {
      name: author.name,
      username: author.username,
      profile_image: listedImage(author.profile_image),
    },
    topic: topic && { name: topic.name },
    liked_by,
    bookmarked_by,
  };
}
