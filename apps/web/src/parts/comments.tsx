import { KathaAvatar, KathaButton } from '@katha/react';
import { type Article, type Comment, dataOf } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { useAsync } from '../lib/async.js';
import { katha } from '../lib/client.js';
import { loginPath } from '../lib/paths.js';
import { useI18n } from '../state/locale.js';
import { userAtom } from '../state/session.js';
import { ErrorState } from './error-state.js';
import { Loading } from './loading.js';

/**
 * An article's comments, newest first, threaded: comment, reply, edit one's own. Comments are
 * plain text and rendered as text, never as HTML.
 */
export function Comments({ article }: { article: Article }) {
  const { t } = useI18n();
  const user = useAtomValue(userAtom);
  const [location] = useLocation();
  const path = { documentId: article.documentId };
  const threads = useAsync(async () => {
    const data = dataOf(
      await katha.GET('/comments/api::article.article:{documentId}', {
        params: { path, query: { sort: 'createdAt:desc' } },
      }),
    );
    return data;
  }, [article.documentId]);

  const post = async (content: string, threadOf?: number) => {
    await katha.POST('/comments/api::article.article:{documentId}', {
      params: { path },
      body: {
        content,
        ...(threadOf ? { threadOf } : {}),
        ...(article.locale ? { locale: article.locale } : {}),
      },
    });
    threads.reload();
  };
  const edit = async (commentId: number, content: string) => {
    await katha.PUT('/comments/api::article.article:{documentId}/comment/{commentId}', {
      params: { path: { ...path, commentId } },
      body: { content },
    });
    threads.reload();
  };

  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="section-title">
        {t('web-article.comments')}
      </h2>
      {user ? (
        <CommentForm
          label={t('web-article.commentLabel')}
          submitLabel={t('web-article.commentSubmit')}
          onSubmit={post}
        />
      ) : (
        <p>
          <a href={loginPath(location)}>{t('web-article.loginToComment')}</a>
        </p>
      )}
      {threads.status === 'error' && !threads.data ? (
        <ErrorState onRetry={threads.reload} />
      ) : threads.data ? (
        threads.data.length ? (
          <ol className="comment-list">
            {threads.data.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                userId={user?.id}
                onReply={post}
                onEdit={edit}
              />
            ))}
          </ol>
        ) : (
          <p className="muted">{t('web-article.noComments')}</p>
        )
      ) : (
        <Loading variant="text" count={1} />
      )}
    </section>
  );
}

interface CommentItemProps {
  comment: Comment;
  userId: number | undefined;
  onReply: (content: string, threadOf: number) => Promise<void>;
  onEdit: (commentId: number, content: string) => Promise<void>;
}

function CommentItem({ comment, userId, onReply, onEdit }: CommentItemProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read');
  const mine = userId !== undefined && String(comment.author?.id) === String(userId);
  const name = comment.author?.name ?? '';
  if (comment.removed || comment.blocked) return null;
  return (
    <li className="comment" data-testid="comment">
      <div className="comment__head">
        <KathaAvatar size="sm" name={name} />
        <span className="comment__author">{name}</span>
        <time dateTime={comment.createdAt}>{i18n.formatRelativeTime(comment.createdAt)}</time>
      </div>
      {mode === 'edit' ? (
        <CommentForm
          label={t('web-article.editLabel')}
          submitLabel={t('web-article.editSubmit')}
          initial={comment.content}
          onCancel={() => setMode('read')}
          onSubmit={(content) => onEdit(comment.id, content).then(() => setMode('read'))}
        />
      ) : (
        <p className="comment__content">{comment.content}</p>
      )}
      {userId !== undefined && mode === 'read' ? (
        <div className="comment__actions">
          <KathaButton variant="text" size="sm" onClick={() => setMode('reply')}>
            {t('web-article.reply')}
          </KathaButton>
          {mine ? (
            <KathaButton variant="text" size="sm" onClick={() => setMode('edit')}>
              {t('web-article.edit')}
            </KathaButton>
          ) : null}
        </div>
      ) : null}
      {mode === 'reply' ? (
        <CommentForm
          label={t('web-article.replyLabel', { name })}
          submitLabel={t('web-article.replySubmit')}
          onCancel={() => setMode('read')}
          onSubmit={(content) => onReply(content, comment.id).then(() => setMode('read'))}
        />
      ) : null}
      {comment.children?.length ? (
        <ol className="comment-list comment-list--replies">
          {comment.children.map((child) => (
            <CommentItem key={child.id} comment={child} userId={userId} onReply={onReply} onEdit={onEdit} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (content: string) => Promise<void>;
  onCancel?: () => void;
}

function CommentForm({ label, submitLabel, initial = '', onSubmit, onCancel }: CommentFormProps) {
  const { t } = useI18n();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    setSaving(true);
    setFailed(false);
    try {
      await onSubmit(content);
      setText('');
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="comment-form" onSubmit={submit}>
      <label>
        <span className="visually-hidden">{label}</span>
        <textarea
          value={text}
          maxLength={2000}
          rows={3}
          placeholder={label}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {failed ? (
        <p role="alert" className="form-error">
          {t('web-article.commentFailed')}
        </p>
      ) : null}
      <div className="comment-form__actions">
        {onCancel ? (
          <KathaButton variant="text" onClick={onCancel}>
            {t('web-article.cancel')}
          </KathaButton>
        ) : null}
        <KathaButton type="submit" loading={saving} disabled={!text.trim()}>
          {submitLabel}
        </KathaButton>
      </div>
    </form>
  );
}
