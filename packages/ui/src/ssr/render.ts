/// <reference types="node" />
/**
 * Server rendering of the kit's elements, for Node only (`@katha/ui/ssr`): the elements'
 * own templates rendered by `@lit-labs/ssr` into declarative shadow DOM, which the browser
 * hydrates once `@lit-labs/ssr-client/lit-element-hydrate-support.js` is loaded (before
 * `lit`) and the elements are defined. A React app goes through `@lit-labs/ssr-react`
 * instead (its `enable-lit-ssr.js` does what `renderElement` does for every element it
 * creates); `withLocale` serves both.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { getElementRenderer } from '@lit-labs/ssr/lib/element-renderer.js';
import { LitElementRenderer } from '@lit-labs/ssr/lib/lit-element-renderer.js';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import type { RenderInfo } from '@lit-labs/ssr/lib/render-value.js';
import { escapeHtml } from '@lit-labs/ssr/lib/util/escape-html.js';
import type { CSSResultOrNative, LitElement } from 'lit';
import { setServerLocale } from '../core/locale.js';
import { setServerNavLayout } from '../core/server-document.js';
import type { ThemeSettings } from '../theme/settings.js';

export { render } from '@lit-labs/ssr';
export { collectResult, collectResultSync } from '@lit-labs/ssr/lib/render-result.js';

/** What a render knows of its page (`withLocale`). */
interface RequestDocument {
  locale: string;
  navLayout?: ThemeSettings['navLayout'];
  /** The URLs of the element stylesheets its shadow roots link (`shareElementStyles`). */
  stylesheets?: Set<string>;
}

const requestDocument = new AsyncLocalStorage<RequestDocument>();
setServerLocale(() => requestDocument.getStore()?.locale);
setServerNavLayout(() => requestDocument.getStore()?.navLayout);

/**
 * Runs `render` (and whatever it starts, a streamed React render included) with `locale` as
 * the language of every element that has no `lang` of its own or on a server-rendered
 * ancestor, and `navLayout` as the page's menu layout (the app shell draws the sidebar for
 * `vertical`). Give the page's `<html lang>` and `data-katha-nav` the same: the browser reads
 * them when the elements hydrate, and the words must be the same. `stylesheets` receives the
 * URLs of the element stylesheets the render links (`shareElementStyles`), for the page's head.
 */
export function withLocale<T>(
  locale: string,
  render: () => T,
  document: Omit<RequestDocument, 'locale'> = {},
): T {
  return requestDocument.run({ locale, ...document }, render);
}

/** An element's `static styles` as one stylesheet, named by its tag and a hash of its text. */
interface ElementSheet {
  name: string;
  css: string;
}

const sheets = new WeakMap<typeof LitElement, ElementSheet | null>();

function sheetOf(tagName: string): ElementSheet | null {
  const element = customElements.get(tagName) as typeof LitElement | undefined;
  if (!element?.elementStyles) return null;
  let sheet = sheets.get(element);
  if (sheet === undefined) {
    const css = element.elementStyles
      .map((style: CSSResultOrNative) => ('cssText' in style ? style.cssText : ''))
      .join('');
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 16);
    sheet = css ? { name: `${tagName}.${hash}.css`, css } : null;
    sheets.set(element, sheet);
  }
  return sheet;
}

let sheetBase: string | undefined;

/**
 * Server-rendered shadow roots link their element's stylesheet, served at `base` + its name
 * (`elementStylesheet`), instead of carrying its text in a `<style>`: each element's styles come
 * once per page and are cached by name, where @lit-labs/ssr writes them into every instance (the
 * home page had 100 such blocks of 13 distinct texts). The browser applies a parser-inserted link
 * of a declarative shadow root once loaded, hydration keeps it (Lit adopts no styles into a
 * shadow root it hydrates). Chromium (156) does not wait for such a link before it paints: the
 * page's head must (`waitForStylesheets`), from the URLs `withLocale` collects. Off by default: a
 * page whose server does not serve the sheets (an embed elsewhere) needs its styles inline.
 */
export function shareElementStyles(base: string): void {
  sheetBase = base;
}

/** The CSS of a stylesheet `shareElementStyles` linked (`<tag>.<hash>.css`); undefined for another name. */
export function elementStylesheet(name: string): string | undefined {
  const tagName = /^([a-z][a-z0-9]*-[a-z0-9-]*)\.[0-9a-f]{16}\.css$/.exec(name)?.[1];
  const sheet = tagName ? sheetOf(tagName) : null;
  return sheet?.name === name ? sheet.css : undefined;
}

// @lit-labs/ssr and @lit-labs/ssr-react both render through LitElementRenderer (ssr-react names
// it itself, with no option for another renderer): its shadow roots open with the styles as
// '<style>', each style's text, '</style>'; with sharing on, a link takes their place.
const renderShadow = LitElementRenderer.prototype.renderShadow;
LitElementRenderer.prototype.renderShadow = function (this: LitElementRenderer, renderInfo: RenderInfo) {
  const result = renderShadow.call(this, renderInfo);
  const sheet = sheetBase && result?.[0] === '<style>' ? sheetOf(this.tagName) : null;
  if (!sheet || !result) return result;
  const end = result.indexOf('</style>');
  const href = `${sheetBase}${sheet.name}`;
  requestDocument.getStore()?.stylesheets?.add(href);
  return [`<link rel="stylesheet" href="${href}">`, ...result.slice(end + 1)];
};

/**
 * For the page's head: a style that holds the first paint until the element stylesheets at
 * `hrefs` have loaded, without applying them to the document. Browsers paint before the
 * stylesheets a shadow root links have loaded (the shadow roots would show unstyled, then move);
 * an `@import` with a media query that matches nothing is still fetched, and the document waits
 * for a head style's imports. The shadow roots' links then find them loaded.
 */
export function waitForStylesheets(hrefs: Iterable<string>): string {
  const imports = [...hrefs].map((href) => `@import url(${JSON.stringify(href)}) not all;`).join('');
  return imports ? `<style>${imports}</style>` : '';
}

/** What an element is rendered with: as `@lit/react` passes a wrapper's props. */
export interface ElementInit {
  /** Attributes, written into the HTML (`true` writes an empty attribute, `false` none). */
  attributes?: Record<string, string | number | boolean | null | undefined>;
  /**
   * Properties (objects, arrays: `article`, `comments`...), set on the server instance before
   * it renders. They are not in the HTML: the element gets `defer-hydration`, and the browser
   * must set the same properties and then remove that attribute (as `@lit/react` does).
   */
  properties?: Record<string, unknown>;
  /** Light-DOM children, as HTML (already escaped). */
  children?: string;
}

/**
 * The HTML of one kit element (it must be defined: import its module first), with its shadow
 * root as a `<template shadowrootmode="open">`, as `@lit-labs/ssr-react` renders a
 * `@lit/react` wrapper. Nested kit elements inside its shadow root are rendered too.
 */
export function renderElement(tagName: string, init: ElementInit = {}): string {
  const renderInfo: RenderInfo = {
    elementRenderers: [LitElementRenderer],
    customElementInstanceStack: [],
    customElementHostStack: [],
    eventTargetStack: [],
    slotStack: [],
    deferHydration: false,
  };
  const renderer = getElementRenderer(renderInfo, tagName);
  for (const [name, value] of Object.entries(init.attributes ?? {})) {
    if (value === false || value === null || value === undefined) continue;
    renderer.setAttribute(name, value === true ? '' : String(value));
  }
  const properties = Object.entries(init.properties ?? {});
  for (const [name, value] of properties) renderer.setProperty(name, value);
  renderer.connectedCallback();
  renderInfo.customElementInstanceStack.push(renderer);
  renderInfo.customElementHostStack.push(renderer);
  const shadow = renderer.renderShadow(renderInfo);
  let attributes = collectResultSync(renderer.renderAttributes());
  if (renderer.element === undefined) {
    // Not a Lit element (or not defined): its attributes only, as React would write them.
    attributes = Object.entries(init.attributes ?? {})
      .filter(([, value]) => value !== false && value !== null && value !== undefined)
      .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
      .join('');
  }
  if (properties.length > 0 && shadow !== undefined) attributes += ' defer-hydration';
  let template = '';
  if (shadow !== undefined) {
    const { mode = 'open', delegatesFocus } = renderer.shadowRootOptions;
    const focus = delegatesFocus ? ' shadowrootdelegatesfocus' : '';
    template = `<template shadowrootmode="${mode}"${focus}>${collectResultSync(shadow)}</template>`;
  }
  return `<${tagName}${attributes}>${template}${init.children ?? ''}</${tagName}>`;
}
