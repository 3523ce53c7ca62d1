import type { Locale } from '@katha/i18n/core';
import { buildArticleListQuery, dataOf, type KathaClient } from '@katha/sdk';

/** The profile's published articles in the page's language, newest first (page 1 of `pageSize`). */
export async function loadAuthorPosts(
  client: KathaClient,
  { authorId, locale, pageSize }: { authorId: string; locale: string; pageSize: number },
) {
  return dataOf(
    await client.GET('/articles', {
      params: {
        query: buildArticleListQuery({ locale: locale as Locale, authorId, listingRule: false, pageSize }),
      },
    }),
  );
}
