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
import { stopWatching, watchAgain, whenWanted } from './when-wanted.js';

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

  /**
   * Set by elements that do nothing until seen or touched (a card, a chip, a toggle): their
   * server-rendered shadow root hydrates when it is wanted (core/when-wanted.ts), not at start.
   */
  static hydrateWhenWanted = false;

  override connectedCallback(): void {
    installTheme(this.ownerDocument);
    super.connectedCallback();
    watchAgain(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    stopWatching(this);
  }

  /**
   * An element hydrating its server-rendered shadow root does so in a task of its own: a page of
   * cards hydrates in many short tasks instead of one long one that delays the reader's first
   * tap (issue 14's TBT figures; core/hydration-tasks.test.ts). An element that hydrates when
   * wanted waits for that first.
   */
  protected override async scheduleUpdate(): Promise<void> {
    const hydrating = !this.hasUpdated && !!this.shadowRoot?.firstChild;
    const { hydrateWhenWanted } = this.constructor as typeof KathaElement;
    const served = hydrating && hydrateWhenWanted ? this.#propertyValues() : undefined;
    if (served) await whenWanted(this);
    if (hydrating && typeof scheduler !== 'undefined') await scheduler.yield?.();
    // Hydration keeps the server's markup as it is, so it must see the values the server rendered
    // (those the page gave before the wait); what changed while the element waited (a list
    // refreshed, a like elsewhere) is then an update like any other.
    const changed = [...(served ?? [])].filter(([name, value]) => this.#property(name) !== value);
    const now = changed.map(([name]) => [name, this.#property(name)] as const);
    for (const [name, value] of changed) this.#setProperty(name, value);
    super.scheduleUpdate();
    for (const [name, value] of now) this.#setProperty(name, value);
  }

  #propertyValues(): Map<PropertyKey, unknown> {
    const { elementProperties } = this.constructor as typeof KathaElement;
    return new Map([...elementProperties.keys()].map((name) => [name, this.#property(name)]));
  }

  #property(name: PropertyKey): unknown {
    return (this as unknown as Record<PropertyKey, unknown>)[name];
  }

  #setProperty(name: PropertyKey, value: unknown): void {
    (this as unknown as Record<PropertyKey, unknown>)[name] = value;
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
