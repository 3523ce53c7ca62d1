import { KathaArticleList } from '@katha/react/article-list';
import { type ArticleRef, toggleBookmark, toggleLike } from '@katha/sdk';
import type { CardArticle } from '@katha/ui/article-card';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { IMAGE_ENDPOINT } from '../../shared/images.js';
import { katha } from '../lib/client.js';
import type { ListedArticle } from '../lib/listed-article.js';
import { loginPath } from '../lib/paths.js';
import { useI18n } from '../state/locale.js';
import { profileIdAtom } from '../state/session.js';
import '../generated/messages/web-app.js';

interface ToggleEvent
  extends CustomEvent<{ documentId: string; pressed: boolean; waitUntil(p: Promise<unknown>): void }> {}

export interface ArticleListProps {
  articles: readonly ListedArticle[];
  loading?: boolean;
  error?: boolean;
  hasMore?: boolean;
  layout?: 'grid' | 'list';
  /** The cards' title level: one below the heading the list sits under (default 3, under an h2). */
  headingLevel?: number;
  emptyHeading?: string;
  emptyMessage?: string;
  onLoadMore?: () => void;
  onRetry?: () => void;
  /** Called after a like or bookmark was saved, to refresh the listing. */
  onChanged?: () => void;
  /** How many first cards load their image at once, with high priority: a page's first list. */
  priorityCount?: number;
}

/**
 * The UI kit's article list wired to the CMS: likes and bookmarks from a card are saved on the
 * reader's profile (a visitor is sent to sign in, and the card rolls back).
 */
export function ArticleList({ articles, onChanged, ...props }: ArticleListProps) {
  const { t } = useI18n();
  const profileId = useAtomValue(profileIdAtom);
  const [location, navigate] = useLocation();
  const host = useRef<HTMLDivElement>(null);
  const state = useRef({ articles, profileId, location, onChanged });
  state.current = { articles, profileId, location, onChanged };

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const handle = (kind: 'like' | 'bookmark') => (event: Event) => {
      const { detail } = event as ToggleEvent;
      const { articles: current, profileId: me, location: here } = state.current;
      if (!me) {
        detail.waitUntil(Promise.reject(new Error('signed out')));
        navigate(loginPath(here));
        return;
      }
      const article = current.find((item) => item.documentId === detail.documentId);
      const ref: ArticleRef = { documentId: detail.documentId, locale: article?.locale };
      const call = kind === 'like' ? toggleLike : toggleBookmark;
      detail.waitUntil(call(katha, me, ref, !detail.pressed).then(() => state.current.onChanged?.()));
    };
    const onLike = handle('like');
    const onBookmark = handle('bookmark');
    element.addEventListener('katha-like', onLike);
    element.addEventListener('katha-bookmark', onBookmark);
    return () => {
      element.removeEventListener('katha-like', onLike);
      element.removeEventListener('katha-bookmark', onBookmark);
    };
  }, [navigate]);

  return (
    <div ref={host}>
      <KathaArticleList
        // The kit's CardArticle types image widths as number | undefined; Strapi (and the SDK) say number | null.
        articles={articles as unknown as readonly CardArticle[]}
        loading={props.loading ?? false}
        error={props.error ?? false}
        hasMore={props.hasMore ?? false}
        layout={props.layout ?? 'grid'}
        imageEndpoint={IMAGE_ENDPOINT}
        headingLevel={props.headingLevel ?? 3}
        priorityCount={props.priorityCount ?? 0}
        errorMessage={t('web-app.errorBody')}
        emptyHeading={props.emptyHeading ?? ''}
        emptyMessage={props.emptyMessage ?? ''}
        onKathaLoadMore={props.onLoadMore}
        onKathaRetry={props.onRetry}
      />
    </div>
  );
}
