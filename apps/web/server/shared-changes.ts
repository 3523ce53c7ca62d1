import { randomUUID } from 'node:crypto';
import { CHANGES_CHANNEL, type ChangeMessage, parseChangeMessage, watchRedis } from '@katha/rules';
import { createClient } from 'redis';
import type { PageCache } from './page-cache.js';

/**
 * The page cache of several site servers kept in step through Redis (KATHA_REDIS_URL): a write
 * through any server's `/api` drops the pages it changed on every server (`changed` publishes its
 * tags), and so does a write the CMS saw without a site server (the admin panel: the CMS publishes
 * on the same channel, apps/cms/src/utils/shared-state.ts). While Redis is unreachable each server
 * drops its own pages only, others' pages live out their TTL, and the log says so once.
 */
export function sharePageChanges(pages: PageCache, url: string) {
  const source = randomUUID();
  // Never queue a publish while disconnected (the write is answered anyway); the subscriber queues
  // its SUBSCRIBE until connected and subscribes again after every reconnection.
  const publisher = createClient({ url, disableOfflineQueue: true });
  const subscriber = createClient({ url });
  const fallback = "other servers' writes drop cached pages at their TTL";
  watchRedis(publisher, 'page changes, publishing', 'this server drops its own pages only', console);
  watchRedis(subscriber, 'page changes', fallback, console);
  publisher.connect().catch(() => {});
  subscriber.connect().catch(() => {});
  const subscribed = subscriber.subscribe(CHANGES_CHANNEL, (text) => {
    const message = parseChangeMessage(text);
    if (message?.tags?.length && message.source !== source) pages.invalidate(message.tags);
  });
  subscribed.catch(() => {});
  return {
    /** Resolves once this server hears other instances' changes. */
    subscribed,
    /** Drops this server's pages carrying `tags`, and tells every other instance to. */
    changed(tags: readonly string[]) {
      pages.invalidate(tags);
      if (!tags.length || !publisher.isReady) return;
      const message: ChangeMessage = { source, tags: [...tags] };
      publisher.publish(CHANGES_CHANNEL, JSON.stringify(message)).catch(() => {});
    },
    async close() {
      await Promise.allSettled([publisher.close(), subscriber.close()]);
    },
  };
}
