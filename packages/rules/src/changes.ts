/**
 * What several CMS and site instances tell each other when content changes (KATHA_REDIS_URL): one
 * Redis pub/sub channel, one small JSON message per write, so every instance drops the cached
 * answers and pages the write made stale, not only the one that accepted it.
 */
export const CHANGES_CHANNEL = 'katha:changes';

/**
 * A change. `source` names the instance that published it (it has already dropped its own
 * caches, and ignores its own message); `cms` which of the CMS's cached answers are stale
 * (apps/cms/src/utils/response-cache.ts); `tags` which of the site's visitor pages are
 * (apps/web/server/page-changes.ts).
 */
export interface ChangeMessage {
  source: string;
  cms?: 'all' | 'trending';
  tags?: string[];
}

/** The tags of the site's visitor pages (what each means: apps/web/server/page-changes.ts). */
export const PAGE_TAGS = { listings: 'listings', articles: 'articles', fallback: 'fallback' } as const;
export const articleTag = (documentId: string) => `article:${documentId}`;
export const authorTag = (documentId: string) => `author:${documentId}`;

/** The message in a published string, or undefined for anything else (never throws). */
export function parseChangeMessage(text: string): ChangeMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { source, cms, tags } = value as Record<string, unknown>;
  if (typeof source !== 'string') return undefined;
  return {
    source,
    cms: cms === 'all' || cms === 'trending' ? cms : undefined,
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : undefined,
  };
}

/** The events of a Redis client (node-redis) that `watchRedis` listens to. */
interface RedisEvents {
  on(event: 'error' | 'ready', listener: (error?: unknown) => void): unknown;
}

/**
 * Logs a client's outage once (not once per reconnection attempt) and its recovery: while Redis
 * is unreachable, what it shares falls back to each process (`fallback` says how).
 */
export function watchRedis(
  client: RedisEvents,
  name: string,
  fallback: string,
  log: Pick<Console, 'warn' | 'info'> = console,
): void {
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    log.warn(`Redis (${name}) unreachable: ${fallback} until it returns (${String(error)})`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`Redis (${name}) reachable again: shared again`);
  });
}
