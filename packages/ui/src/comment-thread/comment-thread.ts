import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import '../avatar/avatar.js';
import '../button/button.js';
import '../comment-form/comment-form.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import '../empty-state/empty-state.js';
import '../skeleton/skeleton.js';
import { styles } from './comment-thread.styles.js';
import '@katha/i18n/messages/comment-thread';

/**
 * A comment as strapi-plugin-comments returns it (flat, with `threadOf`, or nested in
 * `children`). `content` is plain text.
 */
export interface ThreadComment {
  id: number | string;
  content: string;
  createdAt: string;
  updatedAt?: string | null;
  removed?: boolean | null;
  blocked?: boolean | null;
  author?: null | { id: number | string; name?: string | null; avatar?: null | string | { url: string } };
  threadOf?: null | number | string | { id: number | string };
  children?: ThreadComment[];
}

interface Node {
  comment: ThreadComment;
  replies: Node[];
}

/** Replies deeper than this are shown at this depth (still under their parent). */
const MAX_INDENT = 3;

const newestFirst = (a: Node, b: Node) => Date.parse(b.comment.createdAt) - Date.parse(a.comment.createdAt);

/** The thread as a tree, newest first at every level; a reply whose parent is missing is shown at the top. */
export function buildThread(comments: readonly ThreadComment[]): Node[] {
  const nodes = new Map<string, Node>();
  const parents = new Map<string, string>();
  const visit = (comment: ThreadComment, parent?: string) => {
    const id = String(comment.id);
    nodes.set(id, { comment, replies: [] });
    const threadOf = comment.threadOf;
    const parentId =
      parent ??
      (threadOf == null ? undefined : String(typeof threadOf === 'object' ? threadOf.id : threadOf));
    if (parentId !== undefined) parents.set(id, parentId);
    for (const child of comment.children ?? []) visit(child, id);
  };
  for (const comment of comments) visit(comment);
  const roots: Node[] = [];
  for (const [id, node] of nodes) {
    const parent = nodes.get(parents.get(id) ?? '');
    (parent ? parent.replies : roots).push(node);
  }
  const sort = (list: Node[]) => {
    list.sort(newestFirst);
    for (const node of list) sort(node.replies);
    return list;
  };
  return sort(roots);
}

/** An update later than this after the comment was posted is an edit (the CMS stamps a new comment's two dates alike). */
const EDIT_AFTER_MS = 0;

/**
 * @summary An article's comments: newest first, replies nested under their comment, a reply
 * form per comment, editing of one's own comments and a form for a new one. Text only: a
 * comment's markup is shown as typed, line breaks kept.
 *
 * @slot signed-out - Shown instead of the new-comment form when nobody is signed in (a login link).
 *
 * @csspart heading - The "Comments (n)" heading.
 * @csspart comment - Each comment's `<article>`.
 *
 * @cssprop --katha-color-border - The line that joins replies to their comment.
 *
 * @fires {CustomEvent<CommentSubmitDetail>} katha-comment-submit - A new comment or a reply (`threadOf`); pass the call to `waitUntil`.
 * @fires {CustomEvent<CommentEditDetail>} katha-comment-edit - An edited comment; pass the call to `waitUntil`.
 */
@customElement('katha-comment-thread')
export class KathaCommentThread extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The comments (flat with `threadOf`, or nested with `children`). */
  @property({ attribute: false }) comments: readonly ThreadComment[] = [];

  /** The signed-in user's id (comment authors are users): their comments get "Edit". Empty when signed out. */
  @property({ attribute: 'current-user-id' }) currentUserId?: number | string | null;

  /** The first page of comments is loading. */
  @property({ type: Boolean, reflect: true }) loading = false;

  /** The comment whose reply form is open. */
  @state() private replyTo?: string;

  /** The comment being edited. */
  @state() private editing?: string;

  #signedIn() {
    return this.currentUserId != null && this.currentUserId !== '';
  }

  #onSaved(event: CustomEvent<{ mode: string }>) {
    if (event.detail.mode === 'reply') this.replyTo = undefined;
    if (event.detail.mode === 'edit') this.editing = undefined;
  }

  override render() {
    const count = this.#count(this.comments);
    return html`<section aria-labelledby="heading" @katha-comment-saved=${this.#onSaved}>
      <h2 part="heading" id="heading">${this.t('comment-thread.heading', { count })}</h2>
      ${this.#signedIn() ? html`<katha-comment-form></katha-comment-form>` : html`<slot name="signed-out"><p class="signed-out">${this.t('comment-thread.signIn')}</p></slot>`}
      ${
        this.loading
          ? html`<div aria-busy="true"><katha-skeleton lines="3"></katha-skeleton><p class="visually-hidden" role="status">${this.t('comment-thread.loading')}</p></div>`
          : count
            ? html`<ol class="comments">${buildThread(this.comments).map((node) => this.#comment(node, 0))}</ol>`
            : html`<katha-empty-state heading=${this.t('comment-thread.empty')} heading-level="3"></katha-empty-state>`
      }
    </section>`;
  }

  #count(comments: readonly ThreadComment[]): number {
    return comments.reduce((sum, comment) => sum + 1 + this.#count(comment.children ?? []), 0);
  }

  #comment({ comment, replies }: Node, depth: number): unknown {
    const id = String(comment.id);
    const name = comment.author?.name || this.t('comment-thread.anonymous');
    const avatar = comment.author?.avatar;
    const own =
      this.#signedIn() && comment.author != null && String(comment.author.id) === String(this.currentUserId);
    const hidden = Boolean(comment.removed || comment.blocked);
    // Any edit, even seconds after posting.
    const edited =
      comment.updatedAt && Date.parse(comment.updatedAt) - Date.parse(comment.createdAt) > EDIT_AFTER_MS;
    return html`<li class=${depth < MAX_INDENT ? 'nested' : ''}>
      <article part="comment" class="comment" aria-labelledby="author-${id}">
        <header>
          <katha-avatar size="sm" name=${name} alt="" src=${typeof avatar === 'string' ? avatar : (avatar?.url ?? '')}></katha-avatar>
          <span class="author" id="author-${id}">${name}</span>
          <time datetime=${comment.createdAt} title=${this.i18n.formatDate(comment.createdAt, { dateStyle: 'long', timeStyle: 'short' })}
            >${this.i18n.formatRelativeTime(comment.createdAt)}</time
          >
          ${edited ? html`<span class="edited">${this.t('comment-thread.edited')}</span>` : nothing}
        </header>
        ${
          this.editing === id
            ? html`<katha-comment-form
                mode="edit"
                .commentId=${comment.id}
                .value=${comment.content}
                focus-on-show
                @katha-comment-cancel=${() => {
                  this.editing = undefined;
                }}
              ></katha-comment-form>`
            : html`<p class="content ${hidden ? 'removed' : ''}">${hidden ? this.t('comment-thread.removed') : comment.content}</p>`
        }
        ${
          this.#signedIn() && !hidden && this.editing !== id
            ? html`<div class="actions">
                <katha-button
                  variant="text"
                  size="sm"
                  aria-expanded=${this.replyTo === id ? 'true' : 'false'}
                  @click=${() => {
                    this.replyTo = this.replyTo === id ? undefined : id;
                  }}
                  ><span aria-hidden="true">${this.t('comment-thread.reply')}</span
                  ><span class="visually-hidden">${this.t('comment-thread.replyTo', { name })}</span></katha-button
                >
                ${
                  own
                    ? html`<katha-button
                        variant="text"
                        size="sm"
                        @click=${() => {
                          this.editing = id;
                          this.replyTo = undefined;
                        }}
                        >${this.t('comment-thread.edit')}</katha-button
                      >`
                    : nothing
                }
              </div>`
            : nothing
        }
        ${
          this.replyTo === id
            ? html`<katha-comment-form
                mode="reply"
                .threadOf=${comment.id}
                focus-on-show
                @katha-comment-cancel=${() => {
                  this.replyTo = undefined;
                }}
              ></katha-comment-form>`
            : nothing
        }
      </article>
      ${replies.length ? html`<ol class="replies">${replies.map((reply) => this.#comment(reply, depth + 1))}</ol>` : nothing}
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-comment-thread': KathaCommentThread;
  }
}
