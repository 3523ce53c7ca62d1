// First, before anything loads `lit`: LitElement picks up the hydration support when it loads.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { LitElement, type PropertyValues } from 'lit';
import { type ServerRender, serverRender } from '../test-utils/server-render.js';
import { ssrFixtures } from '../test-utils/ssr-fixtures.js';
import type { ElementInit } from './render.js';

/**
 * Every element of the kit, rendered on the server (Node, @lit-labs/ssr, by the `kathaSsr`
 * plugin of web-test-runner.config.mjs) in Hindi with its fixture (test-utils/ssr-fixtures.ts),
 * put into this page as declarative shadow DOM, then defined here and hydrated (properties set,
 * then `defer-hydration` removed, as @lit/react does). For each element:
 * - the server wrote its shadow root (no DOM access on the server broke it);
 * - its first update (the hydration) kept every server-rendered node of its shadow root, and so
 *   did each element's inside it (no render from scratch); later updates may change what the
 *   server could not know (the window's width, stored settings);
 * - the hydrated tree is what the browser renders by itself for the same element and `lang`
 *   (hydration does not rewrite text or attributes that differ: they would stay wrong);
 * - nothing threw and nothing was logged (Lit's hydration mismatch is an error).
 */

type Updating = HTMLElement & { updateComplete?: Promise<unknown> };

const rendered: ServerRender = await serverRender();
const problems: string[] = [];
const hosts = new Map<string, Updating>();
const serverNodes = new Map<string, Node[] | null>();
/** Each server-rendered element (nested ones too): its own shadow root's nodes, and its tag's test. */
const shadowNodes = new Map<Element, { nodes: Node[]; tag: string }>();
/** The nodes each element's first update (its hydration) removed or added, by the tag of the test. */
const lostInHydration = new Map<string, string[]>();
const container = document.createElement('div');
container.lang = rendered.locale;
document.body.append(container);

/** Every node under `root`, nested shadow roots included. */
function nodesOf(root: Node): Node[] {
  const nodes: Node[] = [];
  const visit = (node: Node) => {
    for (const child of node.childNodes) {
      nodes.push(child);
      visit(child);
      const shadow = (child as Element).shadowRoot;
      if (shadow) visit(shadow);
    }
  };
  visit(root);
  return nodes;
}

/** The nodes of a shadow root, without those of the shadow roots inside it. */
function ownNodes(root: Node): Node[] {
  const nodes: Node[] = [];
  const visit = (node: Node) => {
    for (const child of node.childNodes) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(root);
  return nodes;
}

// Checks each element right after its first update, which is its hydration: later updates may
// legitimately redraw what the server could not know.
const hydratingUpdate = LitElement.prototype['update'];
LitElement.prototype['update'] = function (this: LitElement, changed: PropertyValues) {
  const first = !this.hasUpdated;
  hydratingUpdate.call(this, changed);
  const server = first ? shadowNodes.get(this) : undefined;
  if (server && this.shadowRoot) {
    const now = ownNodes(this.shadowRoot);
    const before = new Set(server.nodes);
    const after = new Set(now);
    const changes = [
      ...server.nodes
        .filter((node) => !after.has(node))
        .map((node) => `${this.localName} lost ${node.nodeName}`),
      ...now.filter((node) => !before.has(node)).map((node) => `${this.localName} added ${node.nodeName}`),
    ];
    lostInHydration.set(server.tag, [...(lostInHydration.get(server.tag) ?? []), ...changes]);
  }
};

const IGNORED_ATTRIBUTES = /^(defer-hydration|hydrate-internals-.*)$/;

/** The tree as a person and a screen reader get it: no comments (Lit's markers), no styles. */
function serialize(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  if (element.localName === 'style') return '';
  // A form control's state is its properties: the server writes `.value` and `.checked`
  // bindings as attributes, the browser sets the properties.
  const control = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
  const attributes = [...element.attributes]
    .filter((attribute) => !IGNORED_ATTRIBUTES.test(attribute.name))
    .filter((attribute) => !(control && (attribute.name === 'value' || attribute.name === 'checked')))
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .concat(
      element instanceof HTMLInputElement
        ? [`.value="${element.value}"`, `.checked="${element.checked}"`]
        : [],
      element instanceof HTMLTextAreaElement ? [`.value="${element.value}"`] : [],
    )
    .sort()
    .join(' ');
  const shadow = element.shadowRoot
    ? `#shadow(${[...element.shadowRoot.childNodes].map(serialize).join('')})`
    : '';
  const children = [...element.childNodes].map(serialize).join('');
  return `<${element.localName} ${attributes}>${shadow}${children}</${element.localName}>`;
}

/** Waits for `root`'s elements (nested ones too) to finish their updates; records failures. */
async function settle(root: Node, tag: string) {
  for (let round = 0; round < 3; round += 1) {
    for (const node of [root, ...nodesOf(root)]) {
      try {
        await (node as Updating).updateComplete;
      } catch (error) {
        problems.push(`${tag}: ${String(error)}`);
      }
    }
  }
}

function applyInit(element: HTMLElement, init: ElementInit) {
  Object.assign(element, init.properties ?? {});
}

const { error: consoleError, warn: consoleWarn } = console;
console.error = (...args: unknown[]) => {
  problems.push(`console.error: ${args.map(String).join(' ')}`);
  consoleError(...args);
};
console.warn = (...args: unknown[]) => {
  problems.push(`console.warn: ${args.map(String).join(' ')}`);
  consoleWarn(...args);
};
window.addEventListener('error', (event) => problems.push(`error: ${event.message}`));
window.addEventListener('unhandledrejection', (event) => problems.push(`rejection: ${String(event.reason)}`));

// The server's HTML, parsed with its declarative shadow roots, before any element is defined.
for (const tag of rendered.tags) {
  const slot = document.createElement('div');
  slot.setHTMLUnsafe(rendered.html[tag] ?? '');
  container.append(slot);
  // An element whose server render threw is created empty: its other checks run too.
  const host = (slot.firstElementChild ?? slot.appendChild(document.createElement(tag))) as Updating;
  hosts.set(tag, host);
  serverNodes.set(tag, host.shadowRoot ? nodesOf(host.shadowRoot) : null);
  for (const element of [host, ...nodesOf(host)]) {
    const root = (element as Element).shadowRoot;
    if (root) shadowNodes.set(element as Element, { nodes: ownNodes(root), tag });
  }
}

// A desktop window, which the server cannot know either (the app shell's sidebar layout).
await setViewport({ width: 1280, height: 800 });
// A visitor's own theme settings, which the server cannot know: the customizer must hydrate
// the server's defaults first and show these after.
localStorage.setItem('katha-theme-settings', JSON.stringify({ borderRadius: 12 }));
await import('../index.js');
for (const [tag, host] of hosts) {
  applyInit(host, ssrFixtures[tag] ?? {});
  host.removeAttribute('defer-hydration');
}
// Cards, chips and the like hydrate when they come near the screen (core/when-wanted.ts).
for (const [tag, host] of hosts) {
  host.scrollIntoView();
  await settle(host, tag);
}

describe('server rendering and hydration', () => {
  it('covers every element of the kit', () => {
    expect(rendered.tags.length).to.be.greaterThan(25);
    for (const tag of rendered.tags) expect(customElements.get(tag), tag).to.exist;
    for (const tag of Object.keys(ssrFixtures))
      expect(rendered.tags, 'a fixture for no element').to.include(tag);
  });

  for (const tag of rendered.tags) {
    describe(tag, () => {
      it('is rendered on the server', () => {
        expect(rendered.errors[tag], 'the server render threw').to.equal(undefined);
        expect(serverNodes.get(tag), 'a declarative shadow root').to.satisfy(
          (nodes: Node[] | null) => Array.isArray(nodes) && nodes.length > 0,
        );
      });

      it('keeps the server-rendered nodes when it hydrates', () => {
        expect(lostInHydration.has(tag), 'hydrated').to.equal(true);
        expect(lostInHydration.get(tag), 'nodes removed or added by hydration').to.deep.equal([]);
      });

      it('shows what the browser renders by itself', async () => {
        const init = ssrFixtures[tag] ?? {};
        const fresh = document.createElement(tag) as Updating;
        for (const [name, value] of Object.entries(init.attributes ?? {})) {
          if (value !== false && value !== null && value !== undefined)
            fresh.setAttribute(name, value === true ? '' : String(value));
        }
        fresh.innerHTML = init.children ?? '';
        applyInit(fresh, init);
        const slot = document.createElement('div');
        slot.append(fresh);
        container.append(slot);
        await settle(fresh, tag);
        expect(serialize(hosts.get(tag)!)).to.equal(serialize(fresh));
        slot.remove();
      });
    });
  }

  after(() => localStorage.removeItem('katha-theme-settings'));

  it('hydrates without an error or a warning', () => {
    expect(problems).to.deep.equal([]);
  });
});
