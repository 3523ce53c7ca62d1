import type { Article } from '@katha/sdk';
import { paths } from './paths.js';

/** How sharing went: shown in the sheet (or the sheet closed: nothing to say), copied, or neither. */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

/**
 * Shares an article's address: the system's share sheet where there is one, else (or when the
 * sheet fails for another reason than being closed) the link copied to the clipboard. Answers
 * how it went and the address (to show when it could not be copied).
 */
export async function shareArticle(
  article: Article,
  title: string,
): Promise<{ outcome: ShareOutcome; url: string }> {
  const url = new URL(paths.article(article.slug ?? ''), window.location.origin).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return { outcome: 'shared', url };
    } catch (error) {
      // The person closed the share sheet: nothing to say. Anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return { outcome: 'shared', url };
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return { outcome: 'copied', url };
  } catch {
    return { outcome: 'failed', url };
  }
}
