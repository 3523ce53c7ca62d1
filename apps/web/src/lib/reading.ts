import { type Article, isRead } from '@katha/sdk';
import { type RefObject, useEffect, useRef } from 'react';
import { katha, tokenStore } from './client.js';

/** How far through `body` the reader is: the share of it above the bottom of the window (0 to 1). */
export function progressThrough(body: Element): number {
  const box = body.getBoundingClientRect();
  if (box.height <= 0) return 1;
  return Math.min(1, Math.max(0, (window.innerHeight - box.top) / box.height));
}

/**
 * The article's reading events (apps/cms README, Read events; the rule in @katha/rules reading.ts):
 * a view when it is opened, and a read once the reader has spent 40 % of its estimated read time on
 * it with the page visible and has scrolled past 80 % of `body`; each once per opening of the article
 * in a language. A lost event is not the reader's problem: failures are ignored.
 */
export function useReadingEvents(article: Article, body: RefObject<HTMLElement | null>): void {
  const key = `${article.documentId}:${article.locale}`;
  const viewed = useRef<string | null>(null);
  const readTime = article.read_time;
  const { documentId, slug } = article;
  const locale = article.locale ?? 'en';

  useEffect(() => {
    const params = { path: { documentId }, query: { locale } } as const;
    if (viewed.current !== key) {
      viewed.current = key;
      if (slug) tokenStore.set('lastVisitedArticle', slug);
      void katha.POST('/articles/{documentId}/view', { params }).catch(() => undefined);
    }

    let seconds = 0;
    let progress = 0;
    let sent = false;
    const check = () => {
      if (body.current) progress = Math.max(progress, progressThrough(body.current));
      if (sent || !isRead({ seconds, progress }, readTime)) return;
      sent = true;
      window.clearInterval(clock);
      window.removeEventListener('scroll', check);
      void katha
        .POST('/articles/{documentId}/read', { params, body: { seconds, progress } })
        .catch(() => undefined);
    };
    // Time on the text counts while the page is visible (not in a background tab).
    const clock = window.setInterval(() => {
      if (document.visibilityState === 'visible') seconds += 1;
      check();
    }, 1000);
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => {
      window.clearInterval(clock);
      window.removeEventListener('scroll', check);
    };
  }, [key, documentId, locale, slug, readTime, body]);
}
