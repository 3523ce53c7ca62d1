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
import { getElementRenderer } from '@lit-labs/ssr/lib/element-renderer.js';
import { LitElementRenderer } from '@lit-labs/ssr/lib/lit-element-renderer.js';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import type { RenderInfo } from '@lit-labs/ssr/lib/render-value.js';
import { escapeHtml } from '@lit-labs/ssr/lib/util/escape-html.js';
import { setServerLocale } from '../core/locale.js';
import { setServerNavLayout } from '../core/server-document.js';
import type { ThemeSettings } from '../theme/settings.js';

export { render } from '@lit-labs/ssr';
export { collectResult, collectResultSync } from '@lit-labs/ssr/lib/render-result.js';

const requestDocument = new AsyncLocalStorage<{ locale: string; navLayout?: ThemeSettings['navLayout'] }>();
setServerLocale(() => requestDocument.getStore()?.locale);
setServerNavLayout(() => requestDocument.getStore()?.navLayout);

/**
 * Runs `render` (and whatever it starts, a streamed React render included) with `locale` as
 * the language of every element that has no `lang` of its own or on a server-rendered
 * ancestor, and `navLayout` as the page's menu layout (the app shell draws the sidebar for
 * `vertical`). Give the page's `<html lang>` and `data-katha-nav` the same: the browser reads
 * them when the elements hydrate, and the words must be the same.
 */
export function withLocale<T>(
  locale: string,
  render: () => T,
  document: { navLayout?: ThemeSettings['navLayout'] } = {},
): T {
  return requestDocument.run({ locale, ...document }, render);
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
