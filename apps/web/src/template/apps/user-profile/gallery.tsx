import { KathaButton } from '@katha/react/button';
import { KathaDialog } from '@katha/react/dialog';
import { KathaEmptyState } from '@katha/react/empty-state';
import type { Article, Profile } from '@katha/sdk';
import { useState } from 'react';
import { imageSources, smallImageUrl } from '../../../../shared/images.js';
import { useAsync } from '../../../lib/async.js';
import { useLoaderContext } from '../../../loaders.js';
import { ErrorState } from '../../../parts/error-state.js';
import { Loading } from '../../../parts/loading.js';
import { useI18n } from '../../../state/locale.js';
import '../../../generated/messages/web-template-community.js';
import { AppLink } from '../../shared/app-link.js';
import { blogDetailPath } from '../shared/community/links.js';
import { loadAuthorPosts } from './author-posts.js';

/** How many of the profile's posts the gallery shows. */
const GALLERY_SIZE = 24;

const altOf = (article: Article) => article.image_alt || article.title || '';

/**
 * The featured images of the profile's posts (in the page's language) as a grid of buttons; one
 * opens the kit's dialog with the picture large, its post's title and link, and previous / next.
 */
export function Gallery({ profile }: { profile: Profile }) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { client } = useLoaderContext();
  const posts = useAsync(
    () => loadAuthorPosts(client, { authorId: profile.documentId, locale, pageSize: GALLERY_SIZE }),
    [client, profile.documentId, locale],
  );
  const [open, setOpen] = useState<number | null>(null);

  if (posts.status === 'error' && !posts.data) return <ErrorState onRetry={posts.reload} />;
  if (!posts.data) return <Loading count={3} />;
  const pictures = posts.data.data.filter((article) => article.featured_image?.url);
  if (!pictures.length)
    return (
      <KathaEmptyState
        headingLevel={3}
        heading={t('web-template-community.gallery.emptyHeading')}
        message={t('web-template-community.gallery.emptyMessage')}
      />
    );
  const current = open === null ? null : (pictures[open] ?? null);
  const step = (by: number) =>
    setOpen((index) => (index === null ? null : (index + by + pictures.length) % pictures.length));
  const large = current ? imageSources(current.featured_image) : null;

  return (
    <>
      <ul className="community__gallery">
        {pictures.map((article, index) => (
          <li key={article.documentId}>
            <button
              type="button"
              className="community__thumb"
              aria-label={t('web-template-community.gallery.open', { title: article.title ?? '' })}
              onClick={() => setOpen(index)}
            >
              <img
                src={smallImageUrl(article.featured_image, 160)}
                alt={altOf(article)}
                loading="lazy"
                width={320}
                height={240}
              />
            </button>
          </li>
        ))}
      </ul>
      <KathaDialog
        open={current !== null}
        label={current?.title ?? t('web-template-community.gallery.dialog')}
        onKathaDialogClose={() => setOpen(null)}
      >
        {current ? (
          <figure className="community__lightbox" lang={current.locale}>
            <img
              src={large?.src ?? current.featured_image?.url}
              srcSet={large?.srcset || undefined}
              sizes="(min-width: 900px) 720px, 90vw"
              width={current.featured_image?.width ?? undefined}
              height={current.featured_image?.height ?? undefined}
              alt={altOf(current)}
            />
            <figcaption>
              <AppLink href={blogDetailPath(current.slug ?? '')}>{current.title}</AppLink>
              <span className="community__muted" lang={locale}>
                {t('web-template-community.gallery.position', {
                  position: (open ?? 0) + 1,
                  count: pictures.length,
                })}
              </span>
            </figcaption>
          </figure>
        ) : null}
        <KathaButton slot="actions" type="button" variant="text" onClick={() => step(-1)}>
          {t('web-template-community.gallery.previous')}
        </KathaButton>
        <KathaButton slot="actions" type="button" variant="text" onClick={() => step(1)}>
          {t('web-template-community.gallery.next')}
        </KathaButton>
        <KathaButton slot="actions" type="button" onClick={() => setOpen(null)}>
          {t('web-template-community.gallery.close')}
        </KathaButton>
      </KathaDialog>
    </>
  );
}
