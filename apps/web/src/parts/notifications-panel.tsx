import { KathaButton } from '@katha/react/button';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
} from '@katha/sdk';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { katha } from '../lib/client.js';
import { paths, searchPath } from '../lib/paths.js';
import { useI18n } from '../state/locale.js';
import { changeUnreadCount, countChanging, refreshUnreadCount } from '../state/notifications.js';
import '../generated/messages/web-notifications.js';
import notificationsCss from '../styles/notifications.css?inline';

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: Notification[]; page: number; pageCount: number; more: boolean };

/** Where a notification leads: the article, the follower's articles, the studio or the profile. */
export function notificationHref(notification: Notification): string {
  switch (notification.kind) {
    case 'new_follower':
      return notification.actor
        ? searchPath(notification.actor.name || notification.actor.username)
        : paths.home;
    case 'author_access_approved':
      return paths.write;
    case 'author_access_declined':
      return paths.profile;
    default:
      return notification.article ? paths.article(notification.article.slug) : paths.home;
  }
}

/**
 * The bell's panel (issue 15, section 2): the signed-in reader's notifications, newest first, each
 * linking to its place (and marked read when followed), "mark all as read", more on demand; with
 * loading, empty and error states. Escape and a press outside close it; `onClose(true)` asks the
 * header to put focus back on the bell.
 */
export default function NotificationsPanel({ onClose }: { onClose: (returnFocus: boolean) => void }) {
  const { t, formatRelativeTime } = useI18n();
  const [, navigate] = useLocation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const panel = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  const fetchPage = useCallback(async (page: number, before: Notification[] = []) => {
    if (page === 1) setLoad({ status: 'loading' });
    try {
      const result = await fetchNotifications(katha, { page });
      const items = [...before, ...result.data];
      setLoad({
        status: 'ready',
        items,
        page,
        pageCount: result.pagination.pageCount,
        more: page < result.pagination.pageCount,
      });
      // The badge follows what the panel shows.
      if (page === 1) void refreshUnreadCount();
    } catch {
      setLoad({ status: 'error' });
    }
  }, []);

  useEffect(() => {
    void fetchPage(1);
    title.current?.focus();
  }, [fetchPage]);

  // Escape anywhere, or a press outside the panel and the header's controls, closes it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(true);
      }
    };
    const onPointer = (event: PointerEvent) => {
      const path = event.composedPath();
      if (
        panel.current &&
        !path.includes(panel.current) &&
        !path.some((node) => node instanceof Element && node.localName === 'katha-top-bar')
      )
        onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  const markAll = async () => {
    if (load.status !== 'ready') return;
    try {
      await countChanging(markAllNotificationsRead(katha));
      setLoad({ ...load, items: load.items.map((n) => ({ ...n, read: true })) });
      changeUnreadCount(() => 0);
    } catch {
      // Left unread: the reader can try again.
    }
  };

  const open = (event: MouseEvent<HTMLAnchorElement>, notification: Notification) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!notification.read) {
      changeUnreadCount((count) => Math.max(0, count - 1));
      void countChanging(markNotificationRead(katha, notification.documentId)).catch(() => undefined);
    }
    onClose(false);
    navigate(notificationHref(notification));
  };

  const text = (n: Notification) => {
    const name = n.actor ? n.actor.name || n.actor.username : t('web-notifications.someone');
    const values = { name, title: n.article?.title ?? '' };
    switch (n.kind) {
      case 'comment_reply':
        return t('web-notifications.commentReply', values);
      case 'article_comment':
        return t('web-notifications.articleComment', values);
      case 'new_follower':
        return t('web-notifications.newFollower', values);
      case 'article_like':
        return t('web-notifications.articleLike', values);
      case 'author_access_approved':
        return t('web-notifications.authorApproved');
      case 'author_access_declined':
        return t('web-notifications.authorDeclined');
    }
  };

  const anyUnread = load.status === 'ready' && load.items.some((n) => !n.read);
  return (
    <div
      ref={panel}
      id="notifications-panel"
      className="notifications"
      role="dialog"
      aria-labelledby="notifications-title"
    >
      {/* The panel's rules come with it: not in the stylesheet every page inlines (vite.config.ts). */}
      <style>{notificationsCss}</style>
      <div className="notifications__head">
        <h2 id="notifications-title" ref={title} tabIndex={-1}>
          {t('web-notifications.title')}
        </h2>
        {anyUnread ? (
          <KathaButton type="button" variant="text" onClick={() => void markAll()}>
            {t('web-notifications.markAllRead')}
          </KathaButton>
        ) : null}
      </div>
      {load.status === 'loading' ? (
        <p className="notifications__state" role="status">
          {t('web-notifications.loading')}
        </p>
      ) : load.status === 'error' ? (
        <div className="notifications__state" role="alert">
          <p>{t('web-notifications.error')}</p>
          <KathaButton type="button" variant="text" onClick={() => void fetchPage(1)}>
            {t('web-notifications.retry')}
          </KathaButton>
        </div>
      ) : load.items.length === 0 ? (
        <p className="notifications__state">{t('web-notifications.empty')}</p>
      ) : (
        <ul className="notifications__list">
          {load.items.map((n) => (
            <li key={n.documentId}>
              <a
                className={n.read ? 'notifications__item' : 'notifications__item notifications__item--unread'}
                href={notificationHref(n)}
                onClick={(event) => open(event, n)}
              >
                {n.read ? null : <span className="visually-hidden">{t('web-notifications.unread')}: </span>}
                <span className="notifications__text">{text(n)}</span>
                <time className="notifications__time" dateTime={n.createdAt}>
                  {formatRelativeTime(n.createdAt)}
                </time>
              </a>
            </li>
          ))}
        </ul>
      )}
      {load.status === 'ready' && load.more ? (
        <KathaButton
          type="button"
          variant="text"
          className="notifications__more"
          onClick={() => void fetchPage(load.page + 1, load.items)}
        >
          {t('web-notifications.more')}
        </KathaButton>
      ) : null}
    </div>
  );
}
