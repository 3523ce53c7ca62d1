/** Articles with fewer words (when counted) are left out of listings. */
export const MIN_WORD_COUNT = 150;

/** The article type that is listed (besides articles without a type). */
export const LISTED_TYPE = 'article';

/** What the listing rule reads of an article. */
export interface ListingFields {
  word_count?: number | null;
  type?: string | null;
}

/**
 * The listing rule (spec §5): an article is listed when its word count is at least
 * {@link MIN_WORD_COUNT} or absent, and its type is `article` or absent.
 */
export function passesListingRule(article: ListingFields): boolean {
  const words = article.word_count;
  return (words == null || words >= MIN_WORD_COUNT) && (article.type == null || article.type === LISTED_TYPE);
}

/** The listing rule as Strapi filters (all of them apply): the same rule as {@link passesListingRule}. */
export const LISTING_RULE_FILTERS: [
  { $or: [{ word_count: { $gte: number } }, { word_count: { $null: true } }] },
  { $or: [{ type: { $eq: typeof LISTED_TYPE } }, { type: { $null: true } }] },
] = [
  { $or: [{ word_count: { $gte: MIN_WORD_COUNT } }, { word_count: { $null: true } }] },
  { $or: [{ type: { $eq: LISTED_TYPE } }, { type: { $null: true } }] },
];

/**
 * What a reader may find, besides being published: an article not archived (its author's
 * "deleted"), as a Strapi filter. The article page and search find every published article it
 * lets through; the listings show those of them that also pass the listing rule.
 */
export const NOT_ARCHIVED_FILTER: { $or: [{ isArchive: { $eq: false } }, { isArchive: { $null: true } }] } = {
  $or: [{ isArchive: { $eq: false } }, { isArchive: { $null: true } }],
};
