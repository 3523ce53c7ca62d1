import { createTranslator, type Locale, type MessageId, type MessageValues } from '@katha/i18n/translate';
import { adoptStyles, type CSSResultOrNative } from '@lit/reactive-element/css-tag.js';
import { type RootPart, render } from 'lit/html.js';
import { isServer } from 'lit-html/is-server.js';
import { installTheme } from '../theme/document.js';
import { kathaEvent } from './event.js';
import { resolveLocale, unwatchLang, watchLang } from './locale.js';

/**
 * The small base of a Katha element that needs neither LitElement nor ReactiveElement (a
 * widget for partner pages, where every kilobyte counts): the same per-element behaviour as
 * KathaElement (theme tokens and fonts installed on connection, `locale` from the nearest
 * `lang`, `t()`, `direction`, `emit()`, a re-render when a `lang` or `dir` changes) on a plain
 * HTMLElement that renders a lit-html template into its shadow root with the kit's styles.
 *
 * No reactive properties: a subclass keeps its state in attributes (list them in
 * `observedAttributes`; a change re-renders) or in fields it changes before calling
 * `requestUpdate()`. Renders are batched in a microtask; `updateComplete` resolves after the
 * next one. Properties set on the element before its class was defined go through the class's
 * accessors on upgrade. `t()` knows only the namespaces the subclass imports
 * (`@katha/i18n/messages/<namespace>`): the `common` namespace is not registered for it.
 */
// Outside a browser (a server importing the kit to read its styles, as Lit's own Node build
// allows) there is no HTMLElement: a class that is never instantiated there stands in.
const Base = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

export abstract class KathaTemplateElement extends Base {
  /** The shadow root's styles (`baseStyles` first, as for KathaElement), adopted once. */
  static styles: CSSResultOrNative[] = [];

  #root?: ShadowRoot;
  #part?: RootPart;
  #pending?: Promise<void>;

  constructor() {
    super();
    // A value set on the element before the class was defined shadows the accessor: re-set it.
    for (const name of Object.keys(this) as (keyof this)[]) {
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
  }

  /** The shadow root the template renders into. */
  get renderRoot(): ShadowRoot {
    if (!this.#root) {
      this.#root = this.attachShadow({ mode: 'open' });
      adoptStyles(this.#root, (this.constructor as typeof KathaTemplateElement).styles);
    }
    return this.#root;
  }

  connectedCallback(): void {
    installTheme(this.ownerDocument);
    watchLang(this);
    this.#part?.setConnected(true);
    this.requestUpdate();
  }

  disconnectedCallback(): void {
    unwatchLang(this);
    this.#part?.setConnected(false);
  }

  attributeChangedCallback(): void {
    this.requestUpdate();
  }

  /** Renders again in a microtask (several calls, one render). */
  requestUpdate(): void {
    this.#pending ??= Promise.resolve().then(() => {
      this.#pending = undefined;
      this.#part = render(this.render(), this.renderRoot, { host: this });
    });
  }

  /** Resolves when the pending render (if any) is done. */
  get updateComplete(): Promise<void> {
    return this.#pending ?? Promise.resolve();
  }

  /** The template of the shadow root, from the current attributes and state. */
  protected abstract render(): unknown;

  /** The element's locale: the nearest `lang`, negotiated to a supported locale. */
  get locale(): Locale {
    return resolveLocale(this);
  }

  /** The message `id` (`<namespace>.<key>`, a literal) in `locale`. */
  t(id: MessageId, values?: MessageValues): string {
    return createTranslator(this.locale)(id, values);
  }

  /** The computed text direction, following the nearest `dir` (on a server: its own `dir`). */
  get direction(): 'ltr' | 'rtl' {
    if (isServer) return this.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
    return this.matches(':dir(rtl)') ? 'rtl' : 'ltr';
  }

  /** Dispatches `katha-<verb>` as a bubbling, composed CustomEvent; returns false if cancelled. */
  protected emit<T>(name: `katha-${string}`, detail: T, options: { cancelable?: boolean } = {}): boolean {
    return this.dispatchEvent(kathaEvent(name, detail, options.cancelable));
  }
}
