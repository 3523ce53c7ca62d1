import { type Locale, matchLocale } from '@katha/i18n/translate';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Where an element's locale comes from: the nearest `lang` attribute on it or its
 * ancestors, crossing shadow roots up to `<html lang>`; negotiated to a supported locale
 * (`hi` → `hi-IN`). The app shell sets `<html lang>` (and `dir`); a partner page's own
 * `<html lang>` or a `lang` on the element itself works the same way. One MutationObserver
 * per document watches `lang` and `dir` attributes and re-renders the connected elements.
 */
export function resolveLocale(element: Element): Locale {
  let node: Element | null = element;
  while (node) {
    const lang = node.getAttribute('lang');
    if (lang) return matchLocale(lang);
    const parent: Element | null = node.parentElement;
    node = parent ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  }
  return matchLocale(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/** What re-renders when a `lang` or `dir` changes: any element with `requestUpdate()`. */
export type LangWatcher = Element & { requestUpdate(): void };
const hosts = new Set<LangWatcher>();
const observed = new WeakSet<Document>();

function observe(doc: Document) {
  if (observed.has(doc)) return;
  observed.add(doc);
  new MutationObserver(() => {
    for (const host of hosts) host.requestUpdate();
  }).observe(doc.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'], subtree: true });
}

/**
 * Re-renders `host` (calls its `requestUpdate()`) whenever a `lang` or `dir` attribute changes
 * in its document, until `unwatchLang(host)`. LocaleController does this for Lit elements;
 * KathaTemplateElement (template-element.ts) for itself.
 */
export function watchLang(host: LangWatcher): void {
  observe(host.ownerDocument);
  hosts.add(host);
}

export function unwatchLang(host: LangWatcher): void {
  hosts.delete(host);
}

type Host = ReactiveControllerHost & Element;

/** A controller that keeps `locale` current and re-renders its host when it changes. */
export class LocaleController implements ReactiveController {
  readonly #host: Host;

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
  }

  get locale(): Locale {
    return resolveLocale(this.#host);
  }

  hostConnected(): void {
    watchLang(this.#host);
  }

  hostDisconnected(): void {
    unwatchLang(this.#host);
  }
}
