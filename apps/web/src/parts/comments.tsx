import { KathaCommentThread } from '@katha/react/comment-thread';
import { type Article, dataOf } from '@katha/sdk';
import type { ThreadComment } from '@katha/ui/comment-thread';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { useAsync } from '../lib/async.js';
import { katha } from '../lib/client.js';
import { loginPath } from '../lib/paths.js';
import { tooManyRequestsMessage } from '../lib/rate-limit.js';
import { useI18n } from '../state/locale.js';
import { userAtom } from '../state/session.js';
import { ErrorState } from './error-state.js';
import '../generated/messages/web-article.js';

interface SubmitEvent
  extends CustomEvent<{
    content: string;
    threadOf?: number | string;
    waitUntil(p: Promise<unknown>): void;
  }> {}
interface EditEvent
  extends CustomEvent<{ id: number | string; content: string; waitUntil(p: Promise<unknown>): void }> {}

/**
 * An article's comments in the UI kit's thread (newest first, threaded, reply, edit one's own;
 * text only): the CMS calls, then the thread reloads.
 */
export function Comments({ article }: { article: Article }) {
  const { t } = useI18n();
  const user = useAtomValue(userAtom);
  const [location] = useLocation();
  const path = { documentId: article.documentId };
  const threads = useAsync(
    async () =>
      dataOf(
        await katha.GET('/comments/api::article.article:{documentId}', {
          params: { path, query: { sort: 'createdAt:desc' } },
        }),
      ),
    [article.documentId],
  );

  /** A rate limit's 429 reaches the form as its translated wait (the kit's CommentFailure). */
  const saying = async (call: Promise<unknown>) => {
    try {
      await call;
    } catch (failure) {
      const message = tooManyRequestsMessage(t, failure);
      throw message ? { message } : failure;
    }
  };
  const post = async (content: string, threadOf?: number) => {
    await saying(
      katha.POST('/comments/api::article.article:{documentId}', {
        params: { path },
        body: {
          content,
          ...(threadOf ? { threadOf } : {}),
          ...(article.locale ? { locale: article.locale } : {}),
        },
      }),
    );
    threads.reload();
  };
  const edit = async (commentId: number, content: string) => {
    await saying(
      katha.PUT('/comments/api::article.article:{documentId}/comment/{commentId}', {
        params: { path: { ...path, commentId } },
        body: { content },
      }),
    );
    threads.reload();
  };

  if (threads.status === 'error' && !threads.data) return <ErrorState onRetry={threads.reload} />;
  return (
    <section className="comments" data-testid="comments">
      <KathaCommentThread
        // The SDK's Comment (nullable dates, numeric ids) is what the kit's ThreadComment reads.
        comments={(threads.data ?? []) as unknown as readonly ThreadComment[]}
        currentUserId={user?.id ?? null}
        loading={!threads.data}
        onKathaCommentSubmit={(event: SubmitEvent) =>
          event.detail.waitUntil(
            post(event.detail.content, event.detail.threadOf ? Number(event.detail.threadOf) : undefined),
          )
        }
        onKathaCommentEdit={(event: EditEvent) =>
          event.detail.waitUntil(edit(Number(event.detail.id), event.detail.content))
        }
      >
        <p slot="signed-out">
          <a href={loginPath(location)}>{t('web-article.loginToComment')}</a>
        </p>
      </KathaCommentThread>
    </section>
  );
}
