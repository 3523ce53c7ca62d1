import { html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import '../button/button.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { type WaitUntil, waitUntilDetail } from '../core/wait-until.js';
import '../text-field/text-field.js';
import type { KathaTextField } from '../text-field/text-field.js';
import { styles } from './comment-form.styles.js';
import '@katha/i18n/messages/comment-form';

/** The longest comment the CMS accepts. */
export const COMMENT_MAX_LENGTH = 2000;

/** Detail of `katha-comment-submit`: a new comment, or a reply to comment `threadOf`. */
export interface CommentSubmitDetail extends WaitUntil {
  content: string;
  threadOf?: number | string;
}

/** Detail of `katha-comment-edit`: the comment's new text. */
export interface CommentEditDetail extends WaitUntil {
  id: number | string;
  content: string;
}

/**
 * What the host may reject `waitUntil`'s promise with to say why it failed: the form shows
 * `message` (already in the reader's language, e.g. "try again in 30 seconds" after a rate
 * limit) instead of its own "could not be saved".
 */
export interface CommentFailure {
  message: string;
}

const failureMessage = (reason: unknown): string => {
  const message = (reason as Partial<CommentFailure> | null | undefined)?.message;
  return reason && typeof reason === 'object' && !(reason instanceof Error) && typeof message === 'string'
    ? message
    : '';
};

/** Detail of `katha-comment-saved`: which form finished. */
export interface CommentSavedDetail {
  mode: 'new' | 'reply' | 'edit';
}

/**
 * @summary The form to write a comment, reply to one or edit one's own: a text area with a
 * 2000-character limit and a live counter, and post / cancel buttons. Posting waits for the
 * promise the host passes to `waitUntil`: on success the form clears (or closes), on failure
 * it keeps the text and says so (the host's `CommentFailure` message when it rejects with one).
 *
 * @csspart form - The `<form>`.
 *
 * @fires {CustomEvent<CommentSubmitDetail>} katha-comment-submit - Post a new comment or a reply (`mode` new or reply).
 * @fires {CustomEvent<CommentEditDetail>} katha-comment-edit - Save an edited comment (`mode` edit).
 * @fires {CustomEvent<CommentSavedDetail>} katha-comment-saved - The host's call succeeded.
 * @fires {CustomEvent<void>} katha-comment-cancel - The person cancelled a reply or an edit.
 */
@customElement('katha-comment-form')
export class KathaCommentForm extends KathaElement {
  static override styles = [baseStyles, styles];

  /** A `new` comment, a `reply` (to `threadOf`) or an `edit` (of `commentId`). */
  @property({ reflect: true }) mode: 'new' | 'reply' | 'edit' = 'new';

  /** The comment replied to (mode `reply`). */
  @property({ attribute: 'thread-of' }) threadOf?: number | string;

  /** The comment edited (mode `edit`). */
  @property({ attribute: 'comment-id' }) commentId?: number | string;

  /** The text: empty for a new comment, the current text for an edit. */
  @property() value = '';

  /** Puts the cursor in the text area when the form appears (replies and edits). */
  @property({ type: Boolean, attribute: 'focus-on-show' }) focusOnShow = false;

  @state() private submitting = false;

  @state() private failed = false;

  /** The host's own failure message (a `CommentFailure`), else empty. */
  @state() private failedMessage = '';

  @state() private empty = false;

  @query('katha-text-field') private field!: KathaTextField;

  override async firstUpdated(): Promise<void> {
    if (!this.focusOnShow) return;
    await this.field.updateComplete;
    this.field.focus();
  }

  async #submit(event: SubmitEvent) {
    event.preventDefault();
    if (this.submitting) return;
    const content = this.field.value.trim();
    this.empty = !content;
    if (!content) return this.field.focus();
    this.failed = false;
    this.submitting = true;
    const { detail, settled } =
      this.mode === 'edit'
        ? waitUntilDetail({ id: this.commentId ?? '', content })
        : waitUntilDetail({ content, ...(this.mode === 'reply' ? { threadOf: this.threadOf } : {}) });
    if (this.mode === 'edit') this.emit<CommentEditDetail>('katha-comment-edit', detail as CommentEditDetail);
    else this.emit<CommentSubmitDetail>('katha-comment-submit', detail as CommentSubmitDetail);
    try {
      await settled();
      if (this.mode !== 'edit') this.field.value = '';
      this.emit<CommentSavedDetail>('katha-comment-saved', { mode: this.mode });
    } catch (reason) {
      this.failedMessage = failureMessage(reason);
      this.failed = true;
    } finally {
      this.submitting = false;
    }
  }

  #label() {
    switch (this.mode) {
      case 'reply':
        return this.t('comment-form.replyLabel');
      case 'edit':
        return this.t('comment-form.editLabel');
      default:
        return this.t('comment-form.label');
    }
  }

  override render() {
    return html`<form part="form" @submit=${this.#submit} novalidate>
      <katha-text-field
        label=${this.#label()}
        multiline
        rows=${this.mode === 'new' ? 4 : 3}
        counter
        maxlength=${COMMENT_MAX_LENGTH}
        .value=${this.value}
        error=${this.empty ? this.t('comment-form.empty') : ''}
        ?disabled=${this.submitting}
        @input=${() => {
          this.empty = false;
        }}
      ></katha-text-field>
      ${this.failed ? html`<p class="failed" role="alert">${this.failedMessage || this.t('comment-form.failed')}</p>` : nothing}
      <div class="actions">
        ${
          this.mode === 'new'
            ? nothing
            : html`<katha-button type="button" variant="text" ?disabled=${this.submitting} @click=${() => this.emit<void>('katha-comment-cancel', undefined)}
                >${this.t('comment-form.cancel')}</katha-button
              >`
        }
        <katha-button type="submit" ?loading=${this.submitting}
          >${this.mode === 'edit' ? this.t('comment-form.save') : this.mode === 'reply' ? this.t('comment-form.reply') : this.t('comment-form.post')}</katha-button
        >
      </div>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-comment-form': KathaCommentForm;
  }
  interface HTMLElementEventMap {
    'katha-comment-submit': CustomEvent<CommentSubmitDetail>;
    'katha-comment-edit': CustomEvent<CommentEditDetail>;
    'katha-comment-saved': CustomEvent<CommentSavedDetail>;
    'katha-comment-cancel': CustomEvent<void>;
  }
}
