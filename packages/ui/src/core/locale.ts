import { type Locale, matchLocale } from '@katha/i18n/translate';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isServer } from 'lit-html/is-server.js';

/**
 * On a server (Lit SSR in Node), the locale of an element with no `lang` on it or on a
 * server-rendered ancestor: whatever `setServerLocale` was given (`@katha/ui/ssr` gives the
 * locale of the request being rendered), else English.
 */
let serverLocale: () => string | undefined = () => undefined;

/**
 * Server only: where elements rendered without a `lang` (on them or on a Lit-rendered
 * ancestor) take their locale from. The page's `<html lang>` must say the same, so the
 * browser, which reads the nearest `lang` up to `<html>`, renders the same words when it
 * hydrates. `@katha/ui/ssr`'s `withLocale(locale, render)` sets it per request.
 */
export function setServerLocale(provider: () => string | undefined): void {
  serverLocale = provider;
}

/** The server-side DOM shim's links from an element to its parent or shadow host. */
interface ShimNode {
  getAttribute?(name: string): string | null;
  /** Set as a property by `@lit/react` (a wrapper's `lang` prop): the shim does not reflect it. */
  lang?: unknown;
  __eventTargetParent?: ShimNode;
  __host?: ShimNode;
}

/** Lit SSR has no real tree: walk the shim's parent and host links (nested Lit renders). */
function resolveServerLocale(element: Element): Locale {
  let node: ShimNode | undefined = element as unknown as ShimNode;
  const seen = new Set<ShimNode>();
  while (node && !seen.has(node)) {
    seen.add(node);
    const attribute = typeof node.getAttribute === 'function' ? node.getAttribute('lang') : null;
    const lang = attribute || (typeof node.lang === 'string' ? node.lang : '');
    if (lang) return matchLocale(lang);
    // The parent when it is an element; else (the shim's document stands for a shadow root
    // it has not made) the shadow root's host.
    const parent: ShimNode | undefined = node.__eventTargetParent;
    node = parent && typeof parent.getAttribute === 'function' ? parent : node.__host;
  }
  return matchLocale(serverLocale() ?? 'en');
}

/**
 * Where an element's locale comes from: the nearest `lang` attribute on it or its
 * ancestors, crossing shadow roots up to `<html lang>`; negotiated to a supported locale
 * (`hi` → `hi-IN`). The app shell sets `<html lang>` (and `dir`); a partner page's own
 * `<html lang>` or a `lang` on the element itself works the same way. One MutationObserver
 * per document watches `lang` and `dir` attributes and re-renders the connected elements.
 * On a server (Lit SSR) there is no document: the element's own `lang`, a server-rendered
 * ancestor's, or the request's locale (`setServerLocale`), so that the HTML is in the words
 * the browser will hydrate with.
 */
export function resolveLocale(element: Element): Locale {
  if (isServer) return resolveServerLocale(element);
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
 * in its document, until `unwatchLang(host)`. LocaleController does this for Lit elements.
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
