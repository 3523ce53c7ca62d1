import { type Locale, matchLocale } from '@katha/i18n/core';
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

type Host = ReactiveControllerHost & Element;
const hosts = new Set<Host>();
const observed = new WeakSet<Document>();

function observe(doc: Document) {
  if (observed.has(doc)) return;
  observed.add(doc);
  new MutationObserver(() => {
    for (const host of hosts) host.requestUpdate();
  }).observe(doc.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'], subtree: true });
}

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
    observe(this.#host.ownerDocument);
    hosts.add(this.#host);
  }

  hostDisconnected(): void {
    hosts.delete(this.#host);
  }
}
