import {
  createI18n,
  type KathaI18n,
  type Locale,
  type MessageId,
  type MessageValues,
} from '@katha/i18n/core';
import { isServer, LitElement } from 'lit';
import { installTheme } from '../theme/document.js';
import { kathaEvent } from './event.js';
import { LocaleController } from './locale.js';

/** The platform's task scheduler where the browser has it (Chromium 129+, Firefox 142+). */
declare const scheduler: { yield?: () => Promise<void> } | undefined;

// Re-exported so every element's declarations load the `katha-navigate` entry of
// HTMLElementEventMap (navigate.ts), which the React wrappers type their handlers from.
export type { NavigateDetail } from './navigate.js';

/**
 * The base class of every Katha element. It gives:
 * - `this.t(id, values)` and `this.i18n` (formatters) in the element's locale, which comes
 *   from the nearest `lang` attribute (see LocaleController); the element re-renders when a
 *   `lang` or `dir` attribute changes;
 * - `this.direction`, the computed text direction ('ltr' | 'rtl');
 * - `this.emit(name, detail)`, which dispatches a bubbling, composed `CustomEvent`;
 * - the theme tokens and Noto fonts installed in the document on first connection.
 */
export class KathaElement extends LitElement {
  readonly #locale = new LocaleController(this);

  override connectedCallback(): void {
    installTheme(this.ownerDocument);
    super.connectedCallback();
  }

  /**
   * An element hydrating its server-rendered shadow root does so in a task of its own: a page of
   * cards hydrates in many short tasks instead of one long one that delays the reader's first
   * tap (issue 14's TBT figures; core/hydration-tasks.test.ts).
   */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated && this.shadowRoot?.firstChild && typeof scheduler !== 'undefined')
      await scheduler.yield?.();
    super.scheduleUpdate();
  }

  /**
   * What the reader typed into this element's server-rendered field (`selector` in its shadow root)
   * before the element hydrated, or undefined if nothing. A site shows its server's page before its
   * script runs, and hydrating sets the field's `.value` binding, which would wipe the text: call it
   * in the first `willUpdate` and keep the text.
   */
  protected typedBeforeHydration(selector: string): string | undefined {
    if (this.hasUpdated) return undefined;
    const field = this.shadowRoot?.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
    return field && field.value !== field.defaultValue ? field.value : undefined;
  }

  /** The element's locale: the nearest `lang`, negotiated to a supported locale. */
  get locale(): Locale {
    return this.#locale.locale;
  }

  /** Messages and formatters (numbers, ₹, dates, relative time, read time) of `locale`. */
  get i18n(): KathaI18n {
    return createI18n(this.locale);
  }

  /** The message `id` (`<namespace>.<key>`, a literal: see @katha/i18n's README) in `locale`. */
  t(id: MessageId, values?: MessageValues): string {
    return this.i18n.t(id, values);
  }

  /** The computed text direction, following the nearest `dir` (on a server: its own `dir`). */
  get direction(): 'ltr' | 'rtl' {
    if (isServer) return this.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
    return this.matches(':dir(rtl)') ? 'rtl' : 'ltr';
  }

  /** Dispatches `katha-<verb>` as a bubbling, composed CustomEvent; returns false if cancelled. */
  protected emit<T>(name: `katha-${string}`, detail: T, options: { cancelable?: boolean } = {}): boolean {
    return this.dispatchEvent(kathaEvent(name, detail, options.cancelable ?? false));
  }
}
