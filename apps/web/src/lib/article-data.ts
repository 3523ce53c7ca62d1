import type { Article } from '@katha/sdk';

/**
 * The article the server rendered into the page (a JSON block, never executed), so the app's
 * first render shows the same article without fetching or a loading state.
 */
export function takeServerArticle(slug: string): Article | undefined {
  const block = document.getElementById('katha-article-data');
  if (!block?.textContent) return undefined;
  block.remove();
  try {
    const data = JSON.parse(block.textContent) as { slug?: string; article?: Article };
    return data.slug === slug ? data.article : undefined;
  } catch {
    return undefined;
  }
}
