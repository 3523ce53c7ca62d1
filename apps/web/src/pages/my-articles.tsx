import { LOCALE_NAMES } from '@katha/i18n/core';
import { KathaArticleCard } from '@katha/react/article-card';
import { KathaButton } from '@katha/react/button';
import { KathaChip } from '@katha/react/chip';
import { KathaDialog } from '@katha/react/dialog';
import { KathaEmptyState } from '@katha/react/empty-state';
import { KathaTabs } from '@katha/react/tabs';
import { KathaToast } from '@katha/react/toast';
import { type Article, dataOf } from '@katha/sdk';
import { buildMyArticlesQuery, type MyArticlesKind } from '@katha/sdk/studio';
import type { CardArticle } from '@katha/ui/article-card';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { IMAGE_ENDPOINT } from '../../shared/images.js';
import { useAsync } from '../lib/async.js';
import { katha } from '../lib/client.js';
import { editArticlePath, paths } from '../lib/paths.js';
import { shareArticle } from '../lib/share.js';
import { ErrorState } from '../parts/error-state.js';
import { Loading } from '../parts/loading.js';
import { usePageTitle } from '../parts/page-title.js';
import { WriterOnly } from '../parts/writer-only.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { profileIdAtom } from '../state/session.js';
import '../styles/studio.css';
import '../generated/messages/web-studio.js';

/** `/core/my-articles`: the writer's own published pieces, drafts and archived ones. */
export default function Page() {
  const { t } = useI18n();
  usePageTitle(t('web-studio.myArticlesTitle'));
  return (
    <WriterOnly>
      <MyArticles />
    </WriterOnly>
  );
}

type Lists = Record<MyArticlesKind, Article[]>;
type Toast = { message: string; variant: 'info' | 'success' | 'error' };

const KINDS: readonly MyArticlesKind[] = ['published', 'drafts', 'archived'];

function MyArticles() {
  const { t } = useI18n();
  const locale = useAtomValue(localeAtom);
  const authorId = useAtomValue(profileIdAtom) ?? '';
  const [tab, setTab] = useState<MyArticlesKind>('published');
  const [confirming, setConfirming] = useState<{ article: Article; kind: MyArticlesKind } | null>(null);
  const [archiving, setArchiving] = useState(false);
  const [toast, setToast] = useState<Toast | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After archiving, the row (and the button that had focus) goes: focus moves to the page's heading.
  const [refocusAfter, setRefocusAfter] = useState<Lists | null>(null);

  const lists = useAsync(async (): Promise<Lists> => {
    const list = async (kind: MyArticlesKind, publishedIds?: string[]) =>
      dataOf(
        await katha.GET('/articles', {
          params: { query: buildMyArticlesQuery(kind, { authorId, locale, publishedIds }) },
        }),
      ).data;
    const [published, archived] = await Promise.all([list('published'), list('archived')]);
    const drafts = await list(
      'drafts',
      published.map((article) => article.documentId),
    );
    return { published, drafts, archived };
  }, [authorId, locale]);

  useEffect(() => {
    if (!refocusAfter || lists.status !== 'ready' || lists.data === refocusAfter) return;
    setRefocusAfter(null);
    heading.current?.focus();
  }, [refocusAfter, lists.status, lists.data]);

  const share = async (article: Article) => {
    const { outcome, url } = await shareArticle(article, article.title || t('web-studio.untitled'));
    if (outcome === 'copied') setToast({ message: t('web-studio.linkCopied'), variant: 'success' });
    if (outcome === 'failed') setToast({ message: t('web-studio.copyFailed', { url }), variant: 'error' });
  };

  const archive = async () => {
    if (!confirming) return;
    const { article, kind } = confirming;
    setArchiving(true);
    try {
      // Deleting is an update. A draft stays a draft (a plain PUT would publish it).
      dataOf(
        await katha.PUT('/articles/{documentId}', {
          params: {
            path: { documentId: article.documentId },
            query: {
              locale: article.locale ?? locale,
              ...(kind === 'drafts' ? { status: 'draft' as const } : {}),
            },
          },
          body: { data: { isArchive: true } },
        }),
      );
      setConfirming(null);
      setToast({ message: t('web-studio.archived'), variant: 'success' });
      if (lists.data) setRefocusAfter(lists.data);
      lists.reload();
    } catch {
      setToast({ message: t('web-studio.archiveFailed'), variant: 'error' });
    } finally {
      setArchiving(false);
    }
  };

  const counts = lists.data;
  const labels: Record<MyArticlesKind, string> = {
    published: t('web-studio.tabPublished', { count: counts?.published.length ?? 0 }),
    drafts: t('web-studio.tabDrafts', { count: counts?.drafts.length ?? 0 }),
    archived: t('web-studio.tabArchived', { count: counts?.archived.length ?? 0 }),
  };

  return (
    <section className="studio" aria-labelledby="my-articles-heading">
      <h1 id="my-articles-heading" className="section-title" ref={heading} tabIndex={-1}>
        {t('web-studio.myArticlesTitle')}
      </h1>
      <p className="muted">{t('web-studio.myArticlesIntro', { language: LOCALE_NAMES[locale] })}</p>
      {lists.status === 'error' && !lists.data ? (
        <ErrorState onRetry={lists.reload} />
      ) : !lists.data ? (
        <Loading variant="text" />
      ) : (
        <KathaTabs
          tabs={KINDS.map((id) => ({ id, label: labels[id] }))}
          selected={tab}
          label={t('web-studio.listsLabel')}
          onKathaTabChange={(event) => setTab(event.detail.id as MyArticlesKind)}
        >
          {KINDS.map((kind) => (
            <div key={kind} slot={kind} className="studio__panel">
              {lists.status === 'error' ? <ErrorState onRetry={lists.reload} /> : null}
              <ArticleRows
                kind={kind}
                articles={lists.data?.[kind] ?? []}
                onShare={share}
                onArchive={(article) => setConfirming({ article, kind })}
              />
            </div>
          ))}
        </KathaTabs>
      )}
      <KathaDialog
        open={confirming !== null}
        label={t('web-studio.archiveDialogTitle')}
        onKathaDialogClose={() => setConfirming(null)}
      >
        <p>
          {t('web-studio.archiveDialogBody', {
            title: confirming?.article.title || t('web-studio.untitled'),
          })}
        </p>
        <KathaButton slot="actions" variant="text" onClick={() => setConfirming(null)}>
          {t('web-studio.cancel')}
        </KathaButton>
        <KathaButton slot="actions" variant="primary" loading={archiving} onClick={() => void archive()}>
          {t('web-studio.archive')}
        </KathaButton>
      </KathaDialog>
      <KathaToast
        open={toast !== null}
        message={toast?.message ?? ''}
        variant={toast?.variant ?? 'info'}
        onKathaToastClose={() => setToast(null)}
      />
    </section>
  );
}

const EMPTY = {
  published: ['web-studio.emptyPublishedHeading', 'web-studio.emptyPublishedMessage'],
  drafts: ['web-studio.emptyDraftsHeading', 'web-studio.emptyDraftsMessage'],
  archived: ['web-studio.emptyArchivedHeading', 'web-studio.emptyArchivedMessage'],
} as const;

interface RowsProps {
  kind: MyArticlesKind;
  articles: readonly Article[];
  onShare: (article: Article) => void;
  onArchive: (article: Article) => void;
}

/** One list: a compact card per article with its actions (each named with the article's title). */
function ArticleRows({ kind, articles, onShare, onArchive }: RowsProps) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  if (articles.length === 0) {
    const [heading, message] = EMPTY[kind];
    return (
      <KathaEmptyState heading={t(heading)} message={t(message)} headingLevel={2}>
        {kind === 'archived' ? null : (
          <Link href={paths.write} className="studio-action studio-action--primary">
            {t('web-studio.writeArticle')}
          </Link>
        )}
      </KathaEmptyState>
    );
  }
  return (
    <ul className="studio-list">
      {articles.map((article) => {
        const title = article.title || t('web-studio.untitled');
        const edit = editArticlePath(article.documentId, article.locale ?? 'en');
        const view = article.slug ? paths.article(article.slug) : null;
        const live = kind === 'published' && view;
        // Each action names its article for screen readers ("Archive The Library Card").
        const hidden = <span className="visually-hidden"> {title}</span>;
        return (
          <li key={article.documentId} className="studio-row" data-testid="studio-row">
            <KathaArticleCard
              article={{ ...article, title } as unknown as CardArticle}
              variant="compact"
              imageEndpoint={IMAGE_ENDPOINT}
              hideActions
              headingLevel={2}
              href={live ? view : edit}
              onKathaNavigate={(event) => {
                event.preventDefault();
                navigate(event.detail.href);
              }}
            />
            <div className="studio-row__actions">
              {kind === 'drafts' ? <KathaChip color="warning">{t('web-studio.draftChip')}</KathaChip> : null}
              {kind === 'archived' ? <KathaChip>{t('web-studio.archivedChip')}</KathaChip> : null}
              {live ? (
                <Link href={view} className="studio-action">
                  {t('web-studio.view')}
                  {hidden}
                </Link>
              ) : null}
              <Link href={edit} className="studio-action">
                {t('web-studio.edit')}
                {hidden}
              </Link>
              {live ? (
                <KathaButton variant="outlined" size="sm" onClick={() => onShare(article)}>
                  {t('web-studio.share')}
                  {hidden}
                </KathaButton>
              ) : null}
              {kind === 'archived' ? null : (
                <KathaButton variant="outlined" size="sm" onClick={() => onArchive(article)}>
                  {t('web-studio.archive')}
                  {hidden}
                </KathaButton>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
