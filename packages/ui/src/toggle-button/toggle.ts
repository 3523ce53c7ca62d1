// The like, bookmark and follow toggle apart from its element: its press (optimistic, rolled back
// when the host's call fails), its button and its failure message. `katha-toggle-button` is this
// in a shadow root of its own; the article card draws its like and bookmark with it in the card's
// shadow root, as a page of cards carried two nested toggles each (issue 31).
import { html, nothing } from 'lit';
import { html as staticHtml } from 'lit/static-html.js';
import type { KathaElement } from '../core/katha-element.js';
import { type WaitUntil, waitUntilDetail } from '../core/wait-until.js';
import { bookmarkIcon } from '../icons/bookmark.js';
import { heartIcon } from '../icons/heart.js';
import { staticIcon } from '../icons/icon.js';
import { userPlusIcon } from '../icons/user-plus.js';
import '@katha/i18n/messages/toggle-button';

/** What a toggle stands for. */
export type ToggleKind = 'like' | 'bookmark' | 'follow';

/**
 * Detail of `katha-toggle`: the kind and the new state. Pass the server call to
 * `waitUntil(promise)` while handling the event; if it rejects, the button rolls back.
 */
export interface ToggleDetail extends WaitUntil {
  kind: ToggleKind;
  pressed: boolean;
}

/** What a toggle shows: whether it is on, and its count (none shown when unset). */
export interface ToggleValue {
  pressed: boolean;
  count?: number;
}

/** Each kind's icon, written into its button's template (a template per kind): no part to mark. */
const ICONS = {
  like: staticIcon(heartIcon),
  bookmark: staticIcon(bookmarkIcon),
  follow: staticIcon(userPlusIcon),
};

/**
 * One toggle of an element: it flips the value the element shows at once on a press, hands the
 * new state to `dispatch` (which fires the element's event), ignores presses while the host's
 * call is pending (`aria-busy`), and puts the value back and says so if the call fails.
 */
export class OptimisticToggle {
  /** True while the host's call is pending: further presses are ignored. */
  busy = false;

  /** The last press's call failed: the value was rolled back. */
  failed = false;

  constructor(
    private readonly host: KathaElement,
    /** Reads and writes the value the element shows (its own reactive properties or state). */
    private readonly value: { get(): ToggleValue; set(value: ToggleValue): void },
  ) {}

  async press(kind: ToggleKind, dispatch: (detail: ToggleDetail) => void): Promise<void> {
    if (this.busy) return;
    const before = this.value.get();
    const pressed = !before.pressed;
    const count = before.count === undefined ? undefined : Math.max(0, before.count + (pressed ? 1 : -1));
    this.value.set({ pressed, count });
    this.failed = false;
    const { detail, settled } = waitUntilDetail({ kind, pressed });
    dispatch(detail);
    this.busy = true;
    this.host.requestUpdate();
    try {
      await settled();
    } catch {
      this.value.set(before);
      this.failed = true;
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
  }

  /**
   * The native button: `aria-pressed`, the icon, the label for the kind and state in the
   * element's language (only for assistive technology when `iconOnly`) and the count.
   */
  render(
    kind: ToggleKind,
    onPress: () => void,
    options: { iconOnly?: boolean; disabled?: boolean; parts?: boolean } = {},
  ) {
    const { pressed, count } = this.value.get();
    // Each marker and whitespace node here is repeated in every card of a page (issue 31): the
    // icon is static, the label's class too (the icon-only look is the button's class), `aria-busy`
    // is only written while busy, and nothing separates the flex items but the space the label
    // and the count are read with.
    return staticHtml`<button
      part=${options.parts ? 'base' : nothing}
      class=${`toggle ${kind}${options.iconOnly ? ' icon-only' : ''}`}
      type="button"
      aria-pressed=${pressed ? 'true' : 'false'}
      aria-busy=${this.busy ? 'true' : nothing}
      ?disabled=${options.disabled}
      @click=${onPress}
    >${ICONS[kind] ?? ICONS.like}<span class="label">${this.#label(kind, pressed)}</span> ${
      count === undefined
        ? nothing
        : html`<span part=${options.parts ? 'count' : nothing} class="count">${this.host.i18n.formatNumber(count, { notation: 'compact' })}</span>`
    }</button>`;
  }

  /** What a `role="status"` says after the last press: why it rolled back, or nothing. */
  announcement(kind: ToggleKind): string {
    if (!this.failed) return '';
    switch (kind) {
      case 'bookmark':
        return this.host.t('toggle-button.bookmarkFailed');
      case 'follow':
        return this.host.t('toggle-button.followFailed');
      default:
        return this.host.t('toggle-button.likeFailed');
    }
  }

  #label(kind: ToggleKind, pressed: boolean) {
    const t = this.host.t.bind(this.host);
    switch (kind) {
      case 'bookmark':
        return pressed ? t('toggle-button.bookmarked') : t('toggle-button.bookmark');
      case 'follow':
        return pressed ? t('toggle-button.following') : t('toggle-button.follow');
      default:
        return pressed ? t('toggle-button.liked') : t('toggle-button.like');
    }
  }
}
